import { browserPath, CHROMIUM_FLAGS } from '../../scripts/chromium.mjs'
import { expect, ROUTES, test } from './fixtures.ts'
import { site, ui } from './content.ts'

// A visitor's browser keeps a page they leave for another document (another language, search, a
// file, another site) and shows it again as it was when they come Back, at once. Playwright turns
// that cache off, and Chromium's headless shell has none: these tests run the whole browser.
test.use({
  launchOptions: {
    executablePath: browserPath(),
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

/** Leaves the page for a document of another kind and comes Back; whether it came from the cache. */
async function leaveAndComeBack(page: import('@playwright/test').Page, leave: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { keptInCache: true }))
  const left = page.url()
  await leave()
  await expect(page).not.toHaveURL(left)
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(left)
  return page.evaluate(() => 'keptInCache' in window)
}

test('every page is kept for Back, its islands awake or not', async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route.path)
    const elsewhere = route.path === 'search' ? '' : 'search'
    const kept = await leaveAndComeBack(page, () => page.goto(elsewhere).then(() => {}))
    expect(kept, route.path || 'home').toBe(true)
  }
})

test('Back to a page left through the menu shows that page, not the menu', async ({ page }) => {
  await page.goto('about')
  const menuButton = page.getByRole('button', { name: ui.menu, exact: true })
  const menu = page.getByRole('navigation', { name: ui.mainNavigation, exact: true })
  const kept = await leaveAndComeBack(page, async () => {
    await menuButton.click()
    await menu.getByRole('link', { name: ui.nav.search, exact: true }).click()
  })
  expect(kept).toBe(true)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
})
