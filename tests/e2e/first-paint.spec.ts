import type { Page, Route } from '@playwright/test'
import { site, ui } from './content.ts'
import { BASE, expect, hydrated, menuExpanded, needs, test } from './fixtures.ts'

const APP_FILES = '**/assets/*.js'

test.describe('with the app blocked', () => {
  test.use({
    waitForApp: false,
    // The page says the app did not load; that is what these tests arrange.
    allowedConsoleErrors: [/Failed to load resource|dynamically imported module/],
  })
  test.beforeEach(async ({ page }) => {
    await page.route(APP_FILES, (route) => route.abort())
  })

  test('the theme toggle switches the theme, says so, and stores it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.goto('about')
    const toggle = page.getByRole('button', { name: ui.darkTheme, exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await toggle.click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  })

  test('the menu opens and closes, reporting its state under its one name', async ({ page }) => {
    await page.goto('about')
    const menu = page.getByRole('navigation', { name: ui.mainNavigation, exact: true })
    const button = page.getByRole('button', { name: ui.menu, exact: true })
    expect(await menuExpanded(page)).toBe(false)
    await button.click()
    await expect(menu).toBeVisible()
    expect(await menuExpanded(page)).toBe(true)
    await expect(button).toHaveAccessibleName(ui.menu)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    expect(await menuExpanded(page)).toBe(false)
    await button.click()
    await menu.getByRole('link', { name: ui.nav.contact, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  })

  test('search says it could not load, in place of a box that would do nothing', async ({
    page,
  }) => {
    await page.goto('search')
    await expect(page.getByText(ui.search.needsJavaScript)).toBeVisible()
    await expect(page.getByRole('searchbox')).toHaveCount(0)
  })

  test('a project title on the grid leads to its page', async ({ page }) => {
    // The second when there is one: not merely the first link of the grid.
    const project = needs(site.projects[1] ?? site.projects[0], 'needs a project')
    await page.goto('portfolio')
    await page.getByRole('main').getByRole('link', { name: project.title, exact: true }).click()
    await expect(page).toHaveURL(`${BASE}portfolio/${project.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  })

  test('the skip link moves focus to the page', async ({ page }) => {
    await page.goto('about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: ui.skipToContent, exact: true })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

const fields = (page: Page) => ({
  name: page.getByLabel(ui.contact.name, { exact: true }),
  email: page.getByLabel(ui.contact.email, { exact: true }),
  message: page.getByLabel(ui.contact.message, { exact: true }),
})

const draftIn = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('contact-draft') ?? 'null') as unknown)

// Holds the islands' code (every script but the page's own entry, index-*.js) back until
// `release` is called: the page is on screen and loaded, the contact form not awake.
const ISLAND_FILES = (url: URL) => /\/assets\/(?!index-)[^/]+\.js$/.test(url.pathname)

async function holdApp(page: Page) {
  const held: Route[] = []
  let released = false
  await page.route(ISLAND_FILES, (route) => (released ? route.continue() : held.push(route)))
  return async () => {
    released = true
    await Promise.all(held.map((route) => route.continue()))
  }
}

test.describe('when the contact form wakes', () => {
  test.use({ waitForApp: false })

  test('what was typed before it arrived stays, and becomes the draft', async ({ page }) => {
    const release = await holdApp(page)
    await page.goto('contact')
    const { name, email, message } = fields(page)
    await name.fill('Ada Lovelace')
    await email.fill('ada@example.com')
    await message.fill('Typed before the app.\nSecond line.')
    await release()
    await hydrated(page)
    await expect(name).toHaveValue('Ada Lovelace')
    await expect(email).toHaveValue('ada@example.com')
    await expect(message).toHaveValue('Typed before the app.\nSecond line.')
    expect(await draftIn(page)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Typed before the app.\nSecond line.',
    })
  })

  test('fields filled at the load event keep their text, five loads in a row', async ({ page }) => {
    for (let load = 1; load <= 5; load += 1) {
      await page.goto('contact', { waitUntil: 'load' })
      const { name, email, message } = fields(page)
      await name.fill(`Name ${load}`)
      await email.fill(`person${load}@example.com`)
      await message.fill(`Message ${load}`)
      await hydrated(page)
      await expect(name).toHaveValue(`Name ${load}`)
      await expect(email).toHaveValue(`person${load}@example.com`)
      await expect(message).toHaveValue(`Message ${load}`)
    }
  })

  // An earlier visit in this tab left a draft.
  const storeDraft = (page: Page) =>
    page.addInitScript(() => {
      if (sessionStorage.getItem('contact-draft')) return
      sessionStorage.setItem(
        'contact-draft',
        JSON.stringify({ name: 'Stored', email: 'stored@example.com', message: 'Stored text' }),
      )
    })

  test('a stored draft fills only the fields that are still empty', async ({ page }) => {
    await storeDraft(page)
    const release = await holdApp(page)
    await page.goto('contact')
    await fields(page).name.fill('Typed')
    await release()
    await hydrated(page)
    await expect(fields(page).name).toHaveValue('Typed')
    await expect(fields(page).email).toHaveValue('stored@example.com')
    await expect(fields(page).message).toHaveValue('Stored text')
    expect(await draftIn(page)).toEqual({
      name: 'Typed',
      email: 'stored@example.com',
      message: 'Stored text',
    })
  })

  test('a stored draft leaves the empty field the visitor is in to what they type', async ({
    page,
  }) => {
    await storeDraft(page)
    const release = await holdApp(page)
    await page.goto('contact')
    const { name, email } = fields(page)
    await name.focus()
    await release()
    await hydrated(page)
    await expect(email).toHaveValue('stored@example.com')
    await expect(name).toHaveValue('')
    await page.keyboard.type('Typed after')
    await expect(name).toHaveValue('Typed after')
  })
})

test.describe('when search wakes', () => {
  test.use({ waitForApp: false })

  test('its box is there before, and what was typed in it is kept and searched', async ({
    page,
  }) => {
    const { title, slug } = needs(site.projects[0], 'search needs a project to find')
    const release = await holdApp(page)
    await page.goto('search')
    const box = page.getByRole('searchbox', { name: ui.search.label })
    await box.fill(title)
    await expect(page.getByText(ui.search.needsJavaScript)).toBeHidden()
    await release()
    await hydrated(page)
    await expect(box).toHaveValue(title)
    await expect(
      page.getByRole('main').getByRole('listitem').getByRole('link', { name: title, exact: true }),
    ).toHaveAttribute('href', new RegExp(`^${BASE}portfolio/${slug}/?$`))
    await expect(page).toHaveURL(/[?&]q=/)
  })
})

test.describe('when search cannot wake', () => {
  test.use({
    waitForApp: false,
    allowedConsoleErrors: [/Failed to load resource|dynamically imported module/],
  })

  test('the page says so, in place of a box that would do nothing', async ({ page }) => {
    await page.route(ISLAND_FILES, (route) => route.abort())
    await page.goto('search')
    await expect(page.getByText(ui.search.needsJavaScript)).toBeVisible()
    await expect(page.getByRole('searchbox')).toHaveCount(0)
  })
})
