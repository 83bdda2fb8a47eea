// `npm test`: type check, lint, unit tests, production build, then browser tests against it.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const run = (command, env = {}) =>
  execSync(command, { stdio: 'inherit', env: { ...process.env, ...env } })

function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium package…")
    run('apt-get update -qq && apt-get install -y -qq chromium', {
      DEBIAN_FRONTEND: 'noninteractive',
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome or Chromium binary, then run `npm test` again.',
  )
  process.exit(1)
}

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
