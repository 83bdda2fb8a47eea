import { fill } from '../../src/lib/fill.ts'
import { menuNetworks, socialNetworks } from '../../src/content-model/social-networks.ts'
import {
  ANOTHER_PAGE,
  BLOG_PAGES,
  chooseLargestText,
  expect,
  hydrated,
  linesPast,
  menuExpanded,
  needs,
  openFromMenu,
  PROJECT_ROUTES,
  ROUTES,
  test,
} from './fixtures.ts'
import { LANGUAGES, site, ui } from './content.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('about')
})

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: ui.mainNavigation, exact: true })
const menuButton = (page: import('@playwright/test').Page) =>
  page.getByRole('button', { name: ui.menu, exact: true })
// The networks the menu's footer links, those of them the owner has.
const networks = menuNetworks.filter((network) => site.social[network])

test('the menu button opens and closes the menu and reports its state', async ({ page }) => {
  const button = menuButton(page)
  expect(await menuExpanded(page)).toBe(false)
  await expect(menu(page)).toBeHidden()
  await button.click()
  await expect(menu(page)).toBeVisible()
  // One name in both states; the open state is the browser's own, from the popover.
  await expect(button).toHaveAccessibleName(ui.menu)
  expect(await menuExpanded(page)).toBe(true)
  await expect(menu(page).getByRole('link')).toHaveText([
    ...ROUTES.map((route) => route.nav),
    ...networks.map((network) => `${socialNetworks[network].label} ${ui.opensInNewTab}`),
  ])
  await expect(menu(page).getByRole('link', { name: ui.nav.about, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await button.click()
  await expect(menu(page)).toBeHidden()
  expect(await menuExpanded(page)).toBe(false)
})

test('the current page moves with the visitor, and a link closes the menu', async ({ page }) => {
  await menuButton(page).click()
  await menu(page).getByRole('link', { name: ui.nav.contact, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  await expect(menu(page)).toBeHidden()
  await menuButton(page).click()
  await expect(menu(page).getByRole('link', { name: ui.nav.contact, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(menu(page).locator('[aria-current]')).toHaveCount(1)
})

test("on a project's page and a post's, the menu marks the section they are in", async ({
  page,
}) => {
  const sections = [
    { under: PROJECT_ROUTES[0], name: ui.nav.portfolio },
    { under: BLOG_PAGES[0], name: ui.nav.blog },
  ].flatMap(({ under, name }) => (under ? [{ path: under.path, name }] : []))
  needs(sections[0], 'a project or a post')
  for (const { path, name } of sections) {
    await page.goto(path)
    await menuButton(page).click()
    const marked = menu(page).locator('[aria-current]')
    await expect(marked).toHaveCount(1)
    await expect(marked).toHaveAccessibleName(name)
    await expect(marked).toHaveAttribute('aria-current', 'true')
    await page.keyboard.press('Escape')
  }
})

test('the link to the page already shown closes the menu too, at the top of that page', async ({
  page,
}) => {
  await hydrated(page)
  await page.mouse.wheel(0, 600)
  await menuButton(page).click()
  await menu(page).getByRole('link', { name: ui.nav.about, exact: true }).click()
  await expect(menu(page)).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
})

test("its footer links to the owner's networks, each said to open a new tab, and holds the copyright line", async ({
  page,
}) => {
  await menuButton(page).click()
  for (const network of networks) {
    const name = `${socialNetworks[network].label} ${ui.opensInNewTab}`
    const link = menu(page).getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', site.social[network] ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(menu(page)).toContainText(
    fill(ui.copyright, { year: String(new Date().getFullYear()), name: site.identity.fullName }),
  )
})

// Laptops' screens, under the browser's bars: a MacBook Air's, a 1280 × 800 and a 1366 × 768;
// then phones held sideways: an iPhone 14's, and an iPhone SE's under Safari's bars.
for (const viewport of [
  { width: 1440, height: 789 },
  { width: 1280, height: 720 },
  { width: 1366, height: 600 },
  { width: 844, height: 390 },
  { width: 667, height: 320 },
])
  test.describe(`on a ${viewport.width} × ${viewport.height} screen`, () => {
    test.use({ viewport })

    test('the open menu shows every link and its footer whole, with nothing to scroll', async ({
      page,
    }) => {
      await menuButton(page).click()
      for (const link of await menu(page).getByRole('link').all())
        await expect(link).toBeInViewport({ ratio: 1 })
      await expect(
        menu(page).getByText(
          fill(ui.copyright, {
            year: String(new Date().getFullYear()),
            name: site.identity.fullName,
          }),
        ),
      ).toBeInViewport({ ratio: 1 })
    })
  })

test.describe('on a 320px phone with the largest text', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true })

  // A menu word longer than the line (Finnish "Ansioluettelo") breaks where the line ends, and the
  // footer's links wrap: none runs past the menu's margin, where the screen would cut it off.
  test('no link of the open menu runs past its margin, in any language', async ({ page }) => {
    await chooseLargestText(page)
    const past: string[] = []
    for (const { folder, ui: words } of LANGUAGES) {
      await page.goto(folder)
      await page.getByRole('button', { name: words.menu, exact: true }).click()
      const open = page.locator('[popover]:popover-open')
      await expect(open).toBeVisible()
      past.push(
        ...(await open.evaluateAll(linesPast, { padded: true })).map(
          (link) => `/${folder} ${link}`,
        ),
      )
    }
    expect(past).toEqual([])
  })
})

test('the keyboard alone opens the menu and follows a link, which closes it', async ({ page }) => {
  await menuButton(page).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page).getByRole('link', { name: ui.nav.home, exact: true })).toBeFocused()
  const second = needs(ROUTES[1], 'a second page in the menu')
  await page.keyboard.press('Tab')
  await expect(menu(page).getByRole('link', { name: second.nav, exact: true })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.heading)
  await expect(menu(page)).toBeHidden()
})

// A page swapped in brings its own menu: it moves the focus as the first page's did.
for (const arrival of ['loaded', 'swapped in'] as const) {
  test.describe(`on a page ${arrival}`, () => {
    test.beforeEach(async ({ page }) => {
      if (arrival === 'loaded') return
      await hydrated(page)
      const other = needs(ANOTHER_PAGE, 'a second page in the menu')
      await openFromMenu(page, other.nav)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.heading)
    })

    test('focus moves into the menu on open; Escape closes it and returns focus', async ({
      page,
    }) => {
      await menuButton(page).click()
      await expect(menu(page).getByRole('link', { name: ui.nav.home, exact: true })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(menu(page)).toBeHidden()
      await expect(menuButton(page)).toBeFocused()
    })

    // The menu covers the page: a focus gone on to the page behind it would not be seen.
    test('tabbing on past its last link closes the menu, showing the page the focus went to', async ({
      page,
    }) => {
      await menuButton(page).click()
      const links = page.locator('#site-menu').getByRole('link')
      await expect(links.first()).toBeFocused()
      for (let i = 1; i < (await links.count()); i++) await page.keyboard.press('Tab')
      await expect(links.last()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.locator('#site-menu')).toBeHidden()
      await expect(page.getByRole('main').locator(':focus')).toBeInViewport()
    })

    test('back out through the header to the skip link, the menu stays; following it closes the menu', async ({
      page,
    }) => {
      await menuButton(page).click()
      const skip = page.getByRole('link', { name: ui.skipToContent, exact: true })
      const focused = () => skip.evaluate((link) => link === document.activeElement)
      for (let press = 0; press < 10 && !(await focused()); press++)
        await page.keyboard.press('Shift+Tab')
      await expect(skip).toBeFocused()
      await expect(menu(page)).toBeVisible()
      await page.keyboard.press('Enter')
      await expect(menu(page)).toBeHidden()
      await expect(page.getByRole('main')).toBeFocused()
    })
  })
}

test('the page behind does not scroll while the menu is open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 })
  await menuButton(page).click()
  await expect(menu(page)).toBeVisible()
  await page.mouse.move(640, 200)
  await page.mouse.wheel(0, 600)
  await page.keyboard.press('End')
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.keyboard.press('Escape')
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'visible')
})
