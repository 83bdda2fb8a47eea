import type { Page } from '@playwright/test'
import { COLOUR_RULES, seriousViolations } from '../../scripts/check/axe.mjs'
import { ui } from './content.ts'
import { expect, SAMPLE_PAGES, test } from './fixtures.ts'

// The other theme changes colours alone: its run checks the rules about colour.
async function inBothThemes(page: Page) {
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'light')
  const light = await seriousViolations(page)
  await page.locator('[data-theme-toggle]').click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  const dark = await seriousViolations(page, COLOUR_RULES)
  return { light, dark }
}

test.use({ colorScheme: 'light' })

// One page of each kind in each language: pages of a kind share their markup and styles.
for (const route of SAMPLE_PAGES) {
  test(`/${route.path} has no serious or critical axe violation, in either theme`, async ({
    page,
  }) => {
    await page.goto(route.path)
    expect(await inBothThemes(page)).toEqual({ light: [], dark: [] })
  })
}

// The open menu: the theme toggle would close it, so each theme has a load of its own.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('the open menu has no serious or critical axe violation', async ({ page }) => {
      await page.goto('')
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await page.getByRole('button', { name: ui.menu, exact: true }).click()
      await expect(page.getByRole('navigation', { name: ui.mainNavigation })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
