import { devices } from '@playwright/test'
import { ui } from './content.ts'
import { expect, test } from './fixtures.ts'

// Motion is what this file tests (the other tests ask for none: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

// How far a ring's centre is from a point, in pixels.
const distance = async (locator: import('@playwright/test').Locator, x: number, y: number) => {
  const box = await locator.boundingBox()
  if (!box) return Infinity
  return Math.hypot(box.x + box.width / 2 - x, box.y + box.height / 2 - y)
}

test('on a desktop the custom cursor follows the mouse and grows over links', async ({ page }) => {
  await page.goto('about')
  const inner = page.locator('[data-cursor-inner]')
  const outer = page.locator('[data-cursor-outer]')
  // The cursor arrives after everything else (browser/entry.ts): it follows moves made after.
  await expect(page.locator('[data-cursor]')).toBeAttached()
  await page.mouse.move(400, 300)
  await page.mouse.move(420, 310)
  await expect(page.locator('[data-cursor]')).toHaveCSS('opacity', '1')
  await expect.poll(() => distance(inner, 420, 310)).toBeLessThanOrEqual(1)
  await expect.poll(() => distance(outer, 420, 310)).toBeLessThanOrEqual(1)
  await expect(page.locator('[data-cursor]')).toHaveCSS('pointer-events', 'none')

  // About always links to the résumé.
  await page.getByRole('link', { name: ui.about.resumeLink.link, exact: true }).hover()
  await expect(outer).toHaveCSS('scale', '5')
  await expect(inner).toHaveCSS('scale', '0.7')
})

test('the custom cursor never blocks a click', async ({ page }) => {
  await page.goto('about')
  const menuButton = page.getByRole('button', { name: ui.menu, exact: true })
  const box = await menuButton.boundingBox()
  if (!box) throw new Error('menu button has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  await page.mouse.up()
  await expect(page.getByRole('navigation', { name: ui.mainNavigation, exact: true })).toBeVisible()
})

test.describe('on a phone', () => {
  // Chromium emulating an iPhone: its user agent, touch and a coarse pointer.
  const { defaultBrowserType, ...iPhone } = devices['iPhone 13']
  void defaultBrowserType
  test.use(iPhone)

  test('there is no custom cursor', async ({ page }) => {
    await page.goto('about')
    await expect(page.locator('[data-cursor]')).toHaveCount(0)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('there is no custom cursor', async ({ page }) => {
    await page.goto('about')
    await page.mouse.move(300, 300)
    await expect(page.locator('[data-cursor]')).toHaveCount(0)
  })
})
