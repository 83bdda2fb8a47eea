// `npm test`: the type check and then the production build, beside lint, the folders' imports
// (scripts/folder-cycles.mjs) and the unit tests; and the browser tests against that build as soon
// as it is made, so that no core waits for another's work. The build is reused when it fits
// (scripts/build-if-needed.mjs): the deploy workflow builds once with Pages' address and tests the
// very files it then publishes. Arguments go to `playwright test`.
import { spawn } from 'node:child_process'
import { buildIfNeeded } from './build-if-needed.mjs'
import { findChromium } from './chromium.mjs'

// The steps that run beside the browser tests print all they have to say when they end, in one
// piece, not line by line among the tests'.
const run = (command, { whole = false } = {}) =>
  new Promise((resolve, reject) => {
    const output = []
    const child = spawn(command, {
      shell: true,
      stdio: whole ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(whole && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    })
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (status) => {
      process.stdout.write(Buffer.concat(output))
      if (status === 0) resolve()
      else reject(Object.assign(new Error(command), { status }))
    })
  })

// Each step runs to its end even when another fails, so that every failure is printed once.
async function all(steps) {
  const failed = (await Promise.allSettled(steps)).filter(({ status }) => status === 'rejected')
  if (failed.length === 0) return
  // A command that failed has printed why; anything else has not.
  for (const { reason } of failed)
    console.error(reason.status === undefined ? reason : `failed: ${reason.message}`)
  process.exit(1)
}

findChromium()
const playwright = `npx playwright test ${process.argv.slice(2).join(' ')}`
await all([
  // The type check first: beside the build and the browser tests, it slows them by more than it
  // takes on two cores.
  run('npm run typecheck')
    .then(buildIfNeeded)
    .then(() => run(playwright)),
  run('npm run lint', { whole: true }),
  run('node scripts/folder-cycles.mjs', { whole: true }),
  run('npx vitest run', { whole: true }),
])
