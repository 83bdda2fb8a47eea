import AxeBuilder from '@axe-core/playwright'
import { ui } from './content.ts'
import { expect, SAMPLE_PAGES, test } from './fixtures.ts'

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    // One page of each kind in each language: pages of a kind share their markup and styles.
    for (const route of SAMPLE_PAGES) {
      test(`/${route.path} has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(route.path)
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        const { violations } = await new AxeBuilder({ page }).analyze()
        const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(blocking).toEqual([])
      })
    }

    test('the open menu has no serious or critical axe violation', async ({ page }) => {
      await page.goto('')
      await page.getByRole('button', { name: ui.menu, exact: true }).click()
      await expect(page.getByRole('navigation', { name: ui.mainNavigation })).toBeVisible()
      const { violations } = await new AxeBuilder({ page }).analyze()
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(blocking).toEqual([])
    })
  })
}
