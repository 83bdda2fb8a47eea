import { expect, menuExpanded, test } from './fixtures.ts'
import { site } from './content.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('about')
})

const menu = (page: import('@playwright/test').Page) =>
  page.getByRole('navigation', { name: 'Main' })

test('the menu button opens and closes the menu and reports its state', async ({ page }) => {
  const button = page.getByRole('button', { name: 'Menu', exact: true })
  expect(await menuExpanded(page)).toBe(false)
  await expect(menu(page)).toBeHidden()
  await button.click()
  await expect(menu(page)).toBeVisible()
  // One name in both states; the open state is the browser's own, from the popover.
  await expect(button).toHaveAccessibleName('Menu')
  expect(await menuExpanded(page)).toBe(true)
  await expect(menu(page).getByRole('link')).toHaveText([
    'Home',
    'Portfolio',
    'About',
    'Résumé',
    'Contact',
    'Facebook',
    'GitHub',
    'Twitter',
  ])
  await expect(menu(page).getByRole('link', { name: 'About' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await button.click()
  await expect(menu(page)).toBeHidden()
  expect(await menuExpanded(page)).toBe(false)
})

test('the current page moves with the visitor, and a link closes the menu', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click()
  await menu(page).getByRole('link', { name: 'Contact' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Me')
  await expect(menu(page)).toBeHidden()
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu(page).getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(menu(page).locator('[aria-current]')).toHaveCount(1)
})

test('its footer links to Facebook, GitHub and Twitter and holds the copyright line', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Menu' }).click()
  for (const [name, href] of [
    ['Facebook', site.social.facebook],
    ['GitHub', site.social.github],
    ['Twitter', site.social.twitter],
  ] as const) {
    const link = menu(page).getByRole('link', { name })
    await expect(link).toHaveAttribute('href', href ?? '')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(menu(page)).toContainText(`© ${new Date().getFullYear()} ${site.identity.fullName}`)
})

test('focus moves into the menu on open; Escape closes it and returns focus', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu(page).getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
})

test('the keyboard alone opens the menu and follows a link, which closes it', async ({ page }) => {
  await page.getByRole('button', { name: 'Menu' }).focus()
  await page.keyboard.press('Enter')
  await expect(menu(page).getByRole('link', { name: 'Home' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(menu(page).getByRole('link', { name: 'Portfolio' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio')
  await expect(menu(page)).toBeHidden()
})

test('the page behind does not scroll while the menu is open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 300 })
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(menu(page)).toBeVisible()
  await page.mouse.move(640, 200)
  await page.mouse.wheel(0, 600)
  await page.keyboard.press('End')
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden')
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.keyboard.press('Escape')
  await expect(page.locator('html')).toHaveCSS('overflow-y', 'visible')
})
