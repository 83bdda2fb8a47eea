import { devices, type Page } from '@playwright/test'
import sharp from 'sharp'
import { site, ui } from './content.ts'
import { expect, needs, test } from './fixtures.ts'

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

// The colour on screen at a point, as the visitor sees it.
const pixelAt = async (page: Page, x: number, y: number) => {
  const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } })
  return [...(await sharp(shot).raw().toBuffer())].slice(0, 3).join()
}

// What opens in the browser's top layer, above the page, and a point of its own background.
const ABOVE_THE_PAGE = {
  'the open menu': async (page: Page) => {
    await page.goto('about')
    await page.getByRole('button', { name: ui.menu, exact: true }).click()
    const menu = page.getByRole('navigation', { name: ui.mainNavigation, exact: true })
    await expect(menu).toBeVisible()
    const box = await menu.boundingBox()
    return { x: (box?.x ?? 0) + (box?.width ?? 0) - 30, y: (box?.y ?? 0) + 30 }
  },
  "a project's dialog": async (page: Page) => {
    const { title } = needs(site.projects[0], 'a project')
    await page.goto('portfolio')
    await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const box = await dialog.boundingBox()
    return { x: (box?.x ?? 0) + 8, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 }
  },
}

for (const [what, open] of Object.entries(ABOVE_THE_PAGE))
  test(`the custom cursor shows over ${what}`, async ({ page }) => {
    // Whole pixels, where the pointer goes.
    const point = await open(page)
    const [x, y] = [Math.round(point.x), Math.round(point.y)]
    await expect(page.locator('[data-cursor]')).toBeAttached()
    const bare = await pixelAt(page, x, y)
    await page.mouse.move(x - 1, y)
    await page.mouse.move(x, y)
    await expect.poll(() => distance(page.locator('[data-cursor-inner]'), x, y)).toBeLessThan(1)
    await expect.poll(() => pixelAt(page, x, y)).not.toBe(bare)
  })

// The cursor stays open in the top layer, as the menu does while it is open: the page is no more
// locked, nor the menu's button drawn as its close button, than without it.
test('with the custom cursor, the menu button shows the menu closed and the page scrolls', async ({
  page,
}) => {
  await page.goto('about')
  const cursor = page.locator('[data-cursor]')
  await expect(cursor).toBeAttached()
  const button = page.getByRole('button', { name: ui.menu, exact: true })
  const withCursor = await button.screenshot()
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(cursor).toHaveCount(0)
  expect(await button.screenshot()).toEqual(withCursor)
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(cursor).toBeAttached()
  await page.mouse.move(400, 400)
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0)
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
