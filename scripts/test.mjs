// `npm test`: the type check and then the production build, beside lint, the folders' imports
// (scripts/folder-cycles.mjs) and the unit tests, so that no core waits for another's work; then,
// when all of them have passed, the browser tests against that build. The build is reused when it
// fits (scripts/build-if-needed.mjs): the deploy workflow builds once with Pages' address and
// tests the very files it then publishes. Arguments go to `playwright test`.
import { spawn } from 'node:child_process'
import { buildIfNeeded } from './build-if-needed.mjs'
import { findChromium } from './chromium.mjs'

const run = (command, env = {}) =>
  new Promise((resolve, reject) =>
    spawn(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } }).on(
      'exit',
      (status) =>
        status === 0 ? resolve() : reject(Object.assign(new Error(command), { status })),
    ),
  )

// Each step runs to its end even when another fails, so that every failure is printed once.
async function all(steps) {
  const failed = (await Promise.allSettled(steps)).filter(({ status }) => status === 'rejected')
  if (failed.length === 0) return
  // A command that failed has printed why; anything else has not.
  for (const { reason } of failed)
    console.error(reason.status === undefined ? reason : `failed: ${reason.message}`)
  process.exit(1)
}

const chromium = findChromium()
await all([
  // The build type-checks first (`tsc -b`): after the check, it finds nothing left to do.
  run('npm run typecheck').then(buildIfNeeded),
  run('npm run lint'),
  run('node scripts/folder-cycles.mjs'),
  run('npx vitest run'),
])
await all([
  run(`npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROME_PATH: chromium }),
])
