import { seriousViolations } from '../../scripts/check/axe.mjs'
import { LANGUAGES, ui } from './content.ts'
import { axeOnEach, expect, SAMPLE_PAGES, test } from './fixtures.ts'

test.use({ colorScheme: 'light' })

// One page of each kind in each language: pages of a kind share their markup and styles.
for (const { code } of LANGUAGES) {
  const paths = SAMPLE_PAGES.filter((route) => route.language.code === code).map(
    (route) => route.path,
  )
  test(`a page of each kind in ${code} has no serious or critical axe violation, in either theme`, async ({
    page,
  }) => {
    expect(await axeOnEach(page, paths)).toEqual({})
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
