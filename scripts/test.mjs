// `npm test`: type check, lint, unit tests, production build, then browser tests against it.
import { execSync } from 'node:child_process'
import { findChromium } from './chromium.mjs'

const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })

try {
  const chromium = findChromium()
  run('npm run typecheck')
  run('npm run lint')
  run('npx vitest run')
  run('npm run build')
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROME_PATH: chromium })
} catch {
  process.exit(1)
}
