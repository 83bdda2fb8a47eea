// Which Chromium the browser tests, the content check, screenshots and benchmark drive, and how it
// is started.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

// Headless on a CI runner or in a container, often as root, where Chromium's own sandbox cannot
// start; and a test reaches no address but the site's: no GPU, no background traffic.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const BROWSER = '/usr/bin/chromium'
// Debian's build of Chromium's headless shell: the same engine without the desktop browser around
// it, which Playwright also prefers for headless runs. It does the browser tests' work in half the
// time the whole browser takes.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell'

/** The Chromium that tests and checks pages: the headless shell where it is installed. */
export const chromiumPath = () =>
  process.env.CHROME_PATH ?? [HEADLESS_SHELL, BROWSER].find((path) => existsSync(path)) ?? BROWSER

/** The whole browser, as a visitor runs it: for the benchmark's loads and the screenshots. */
export const browserPath = () => process.env.CHROME_PATH ?? BROWSER

const onDebianAsRoot = () => process.getuid?.() === 0 && existsSync('/etc/debian_version')

// Finds the Chromium that tests, and the whole browser for the tests of what only it has (the
// back/forward cache), installing Debian's packages of either when running as root on Debian;
// else explains.
export function findChromium() {
  const missing = [
    [HEADLESS_SHELL, 'chromium-headless-shell'],
    [BROWSER, 'chromium'],
  ].filter(([path]) => !existsSync(path))
  if (!process.env.CHROME_PATH && missing.length > 0 && onDebianAsRoot()) {
    const packages = missing.map(([, name]) => name).join(' ')
    console.log(`Installing Debian's ${packages} for the browser tests…`)
    execSync(`apt-get update -qq && apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  }
  if ([chromiumPath(), browserPath()].every((path) => existsSync(path))) return
  console.error(
    'The browser tests need Chromium, the whole browser. Install it (Debian/Ubuntu: `sudo ' +
      'apt-get install chromium`, and `chromium-headless-shell` to make them twice as fast) or ' +
      'point CHROME_PATH at a Chrome or Chromium binary, then run `npm test` again.',
  )
  process.exit(1)
}
