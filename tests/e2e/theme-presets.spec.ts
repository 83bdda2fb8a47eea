import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { THEME_PRESETS } from '../../src/theme/presets.ts'
import { themeCss } from '../../src/theme/theme-css.ts'
import { DEFAULT_LANGUAGE } from './content.ts'
import { expect, SAMPLE_PAGES, test } from './fixtures.ts'

// Each preset the README offers, on the built pages: its custom properties come after the build's
// in the stylesheet, as a build with that theme would have them.
async function wearPreset(page: Page, preset: (typeof THEME_PRESETS)[keyof typeof THEME_PRESETS]) {
  const css = themeCss(preset)
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\n${css}` })
  })
}

const blocking = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'color-contrast')
    .map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)

test.use({ colorScheme: 'light' })

for (const [name, preset] of Object.entries(THEME_PRESETS)) {
  test.describe(`the ${name} preset`, () => {
    for (const route of SAMPLE_PAGES.filter(({ language }) => language === DEFAULT_LANGUAGE)) {
      test(`/${route.path}: no contrast violation, nor a serious or critical one, in either theme`, async ({
        page,
      }) => {
        await wearPreset(page, preset)
        await page.goto(route.path)
        const html = page.locator('html')
        const light = await blocking(page)
        await page.locator('[data-theme-toggle]').click()
        await expect(html).toHaveAttribute('data-theme', 'dark')
        expect({ light, dark: await blocking(page) }).toEqual({ light: [], dark: [] })
      })
    }
  })
}
