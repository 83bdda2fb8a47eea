// `npm test`: type check, lint, unit tests, production build, then browser tests against it. The
// build is reused when it fits (scripts/build-if-needed.mjs): the deploy workflow builds once with
// Pages' address and tests the very files it then publishes. Arguments go to `playwright test`.
import { execSync } from 'node:child_process'
import { buildIfNeeded } from './build-if-needed.mjs'
import { findChromium } from './chromium.mjs'

const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })

try {
  const chromium = findChromium()
  run('npm run typecheck')
  run('npm run lint')
  run('npx vitest run')
  await buildIfNeeded()
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROME_PATH: chromium })
} catch (error) {
  // A command that failed has printed why; anything else has not.
  if (error.status === undefined) console.error(error)
  process.exit(1)
}
