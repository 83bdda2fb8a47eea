import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs'
import { deployTarget } from './src/content/deploy.ts'

const port = Number(process.env.PORT ?? 4173)
const { base } = deployTarget()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://localhost:${port}${base}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  // The production build (`npm run build`), served like a static host: never the dev server.
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://localhost:${port}${base}`,
    reuseExistingServer: !process.env.CI,
  },
})
