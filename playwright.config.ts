import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs'
import { freePort } from './scripts/free-port.mjs'
import { deployTarget } from './src/content/deploy.ts'

// Every run serves the build it tests on a port of its own, so a server left running (`npm start`,
// another checkout's tests) never answers for it. The workers read this file again: the port goes
// to them through the environment, which they inherit.
process.env.TEST_SERVER_PORT ??= String(await freePort())
const port = Number(process.env.TEST_SERVER_PORT)
const { base } = deployTarget()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Every core the machine has: two here, four on GitHub's runners.
  workers: '100%',
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://localhost:${port}${base}`,
    // A failure is run again with a trace (CI retries once); recording every test's doubles the time.
    trace: 'on-first-retry',
    // Pages change and dialogs open at once, as for a visitor who asks for no motion, so that no
    // click waits out a fade. The tests of motion ask for it (transitions, the dialog's fade, the
    // typewriter, the cursor).
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The production build (`npm run build`), served like a static host: never the dev server. Its
  // check uses the address serve.mjs listens on, so a server already there stops the run.
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}${base}`,
    reuseExistingServer: false,
  },
})
