// Builds when dist/client is missing or older than any source file; either way it says, in a line,
// what is left of the example content.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { warnAboutContent } from './doctor.mjs'

const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'scripts']

const newest = (path) => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))))
}

export async function buildIfNeeded() {
  const built = 'dist/client/404.html'
  const stale =
    !existsSync(built) ||
    statSync(built).mtimeMs < Math.max(...SOURCES.filter(existsSync).map(newest))
  if (stale) execSync('npm run build', { stdio: 'inherit' })
  else await warnAboutContent()
}
