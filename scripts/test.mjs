// `npm test`: type check and lint side by side (each keeps to one core), the folders' imports
// (scripts/folder-cycles.mjs), unit tests beside the production build, then browser tests
// against it. The build is reused when it fits
// (scripts/build-if-needed.mjs): the deploy workflow builds once with Pages' address and tests the
// very files it then publishes. Arguments go to `playwright test`.
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

try {
  const chromium = findChromium()
  await Promise.all([run('npm run typecheck'), run('npm run lint')])
  await run('node scripts/folder-cycles.mjs')
  // The unit tests leave a core idle now and then, and the build fills it.
  await Promise.all([run('npx vitest run'), buildIfNeeded()])
  await run(`npx playwright test ${process.argv.slice(2).join(' ')}`, { CHROME_PATH: chromium })
} catch (error) {
  // A command that failed has printed why; anything else has not.
  if (error.status === undefined) console.error(error)
  process.exit(1)
}
