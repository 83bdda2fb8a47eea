import { devices, type Page } from '@playwright/test'
import sharp from 'sharp'
import { site, ui } from './content.ts'
import { expect, needs, test } from './fixtures.ts'

type Box = { x: number; y: number; width: number; height: number }

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

test('pressing the mouse anywhere grows the outer ring and shrinks the inner, until released', async ({
  page,
}) => {
  await page.goto('about')
  const inner = page.locator('[data-cursor-inner]')
  const outer = page.locator('[data-cursor-outer]')
  await expect(page.locator('[data-cursor]')).toBeAttached()
  // On the page's heading: nothing there to click.
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox()
  if (!heading) throw new Error('the page has no heading')
  await page.mouse.move(heading.x + 8, heading.y + heading.height / 2)
  await expect(page.locator('[data-cursor]')).toHaveCSS('opacity', '1')
  await expect(outer).toHaveCSS('scale', 'none')
  await page.mouse.down()
  await expect(outer).toHaveCSS('scale', '5')
  await expect(inner).toHaveCSS('scale', '0.7')
  await page.mouse.up()
  await expect(outer).toHaveCSS('scale', 'none')
  await expect(inner).toHaveCSS('scale', 'none')
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

// What opens in the browser's top layer, above the page: how to open it, and a point of its own
// background.
const ABOVE_THE_PAGE = {
  'the open menu': {
    shown: (page: Page) => page.getByRole('navigation', { name: ui.mainNavigation, exact: true }),
    open: async (page: Page) => {
      await page.goto('about')
      await page.getByRole('button', { name: ui.menu, exact: true }).click()
    },
    point: ({ x, y, width }: Box) => ({ x: x + width - 30, y: y + 30 }),
  },
  "a project's dialog": {
    shown: (page: Page) => page.getByRole('dialog'),
    open: async (page: Page) => {
      const { title } = needs(site.projects[0], 'a project')
      await page.goto('portfolio')
      await page.getByRole('main').getByRole('link', { name: title, exact: true }).click()
    },
    point: ({ x, y, height }: Box) => ({ x: x + 8, y: y + height / 2 }),
  },
}

for (const [what, { shown, open, point }] of Object.entries(ABOVE_THE_PAGE))
  test(`the custom cursor shows over ${what}, which stays open`, async ({ page }) => {
    await open(page)
    await expect(shown(page)).toBeVisible()
    const box = await shown(page).boundingBox()
    // Whole pixels, where the pointer goes.
    const at = point(box ?? { x: 0, y: 0, width: 0, height: 0 })
    const [x, y] = [Math.round(at.x), Math.round(at.y)]
    await expect(page.locator('[data-cursor]')).toBeAttached()
    // Opened with motion: the pixel is read once it has come to rest (the loading line's loop
    // aside).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    )
    const bare = await pixelAt(page, x, y)
    await page.mouse.move(x - 1, y)
    await page.mouse.move(x, y)
    await expect.poll(() => distance(page.locator('[data-cursor-inner]'), x, y)).toBeLessThan(1)
    await expect.poll(() => pixelAt(page, x, y)).not.toBe(bare)
    await expect(shown(page)).toBeVisible()
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
