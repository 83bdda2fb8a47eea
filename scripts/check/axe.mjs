import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'

/** The rules about colour: all a change of theme can break, the markup being the same. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

// AxeBuilder evaluates axe's 1.3 MB source in the page twice on every run: on a busy machine most
// of a run's time. The site has no frames, so axe goes in once per document, minified, and each
// run finds it there.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const ALREADY_IN_PAGE = 'void 0'

/**
 * What axe finds serious or critical on the page, checking `rules` alone when given. axe runs in
 * the page itself and reports violations only: a third of the time of its default run, which opens
 * a page of its own to merge the frames' results and details every rule that passed.
 * @param {import('@playwright/test').Page} page
 * @param {readonly string[]} [rules]
 */
export async function seriousViolations(page, rules) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE)
  const builder = new AxeBuilder({ page, axeSource: ALREADY_IN_PAGE })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
  const { violations } = await (rules ? builder.withRules([...rules]) : builder).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/**
 * What axe finds serious or critical on the page in the light theme it opens in, then in the dark
 * one the theme toggle sets, each as "axe, <theme> theme: <rule> (<help>): <elements>". The dark
 * run checks the rules about colour alone: the markup is the same.
 * @param {import('@playwright/test').Page} page
 */
export async function violationsInBothThemes(page) {
  const describe = (theme, violations) =>
    violations.map(
      (v) =>
        `axe, ${theme} theme: ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
  const light = describe('light', await seriousViolations(page))
  await page.locator('[data-theme-toggle]').click()
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark', null, {
    timeout: 5000,
  })
  return [...light, ...describe('dark', await seriousViolations(page, COLOUR_RULES))]
}
