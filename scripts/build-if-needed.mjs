// Builds unless dist/ holds a whole build, newer than every source file and made for the address
// asked for now (BASE_PATH and SITE_ORIGIN, else src/content/deploy.ts); either way it says, in a
// line, what is left of the example content. `npm start` and `npm test` both use it: the deploy
// workflow builds once with Pages' address, and `npm test` then checks that very build, the one it
// publishes, instead of building again.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { warnAboutContent } from './doctor.mjs'
import { loadTs } from './load-ts.mjs'

const SOURCES = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json', 'scripts']
// The build writes it last and deletes it first, so a build cut short is never taken for a whole one.
const FINISHED = 'dist/content.json'

/**
 * When anything under `path` last changed: a folder's own time counts, as a file deleted or renamed
 * in it changes only that.
 */
export const lastChange = (path) => {
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => lastChange(join(path, name))))
}

// The address a build was made for, from its home page's canonical link (base path and origin:
// the browser tests check both).
async function addressOf(root) {
  const html = await readFile(join(root, 'index.html'), 'utf8')
  return html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]
}

// Why dist/ cannot be used as it is, or nothing when it can.
async function unfit() {
  if (!existsSync(FINISHED) || !existsSync('dist/client/index.html')) return 'no whole build'
  if (statSync(FINISHED).mtimeMs < Math.max(...SOURCES.filter(existsSync).map(lastChange)))
    return 'sources newer than the build'
  const { deployTarget } = await loadTs('src/content/deploy.ts')
  const built = await addressOf('dist/client')
  const wanted = deployTarget().url
  if (built !== wanted) return `dist/ was built for ${built}, not ${wanted}: building again`
}

export async function buildIfNeeded() {
  const reason = await unfit()
  if (!reason) return warnAboutContent()
  // A build for another address is not one to test or publish: say so, as it may surprise.
  if (reason.startsWith('dist/')) console.log(reason)
  await new Promise((resolve, reject) =>
    spawn('npm run build', { shell: true, stdio: 'inherit' }).on('exit', (status) =>
      status === 0 ? resolve() : reject(Object.assign(new Error('npm run build'), { status })),
    ),
  )
}
