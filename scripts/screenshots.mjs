// Screenshots of every route at desktop and phone size in both themes, for looking at the design.
// Usage: node scripts/screenshots.mjs [outDir] [route …]  (serves dist/client on SHOT_PORT, default 4199)
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { CHROMIUM_FLAGS, browserPath } from './chromium.mjs'
import { startServer } from './serve.mjs'

const [outDir = 'screenshots', ...only] = process.argv.slice(2)
const routes = only.length > 0 ? only : ['', 'about', 'portfolio', 'resume', 'contact']
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } }

await mkdir(outDir, { recursive: true })
const { server, url } = await startServer({ port: Number(process.env.SHOT_PORT ?? 4199) })
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_FLAGS })
for (const colorScheme of ['dark', 'light']) {
  for (const [size, viewport] of Object.entries(sizes)) {
    const page = await browser.newPage({ viewport, colorScheme, reducedMotion: 'reduce' })
    for (const route of routes) {
      await page.goto(url + route)
      await page.waitForLoadState('networkidle')
      const name = `${route.replaceAll('/', '-') || 'home'}-${size}-${colorScheme}`
      await page.screenshot({ path: `${outDir}/${name}.png` })
      await page.screenshot({ path: `${outDir}/${name}-full.png`, fullPage: true })
    }
    await page.close()
  }
}
await browser.close()
server.close()
console.log(`screenshots written to ${outDir}/`)
