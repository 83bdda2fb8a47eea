// Which Chromium the browser tests, screenshots and benchmark drive, and how it is started.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// Headless in a sandboxed machine with no outside network: no sandbox, GPU or background traffic.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium'

// Finds Chromium, installing Debian's package when running as root on Debian; else explains.
export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean)
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log("No Chromium found: installing Debian's chromium package…")
    execSync('apt-get update -qq && apt-get install -y -qq chromium', {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium'
  }
  console.error(
    'The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point CHROME_PATH at a Chrome or Chromium binary, then run `npm test` again.',
  )
  process.exit(1)
}
