import AxeBuilder from '@axe-core/playwright'

/** The rules about colour: all a change of theme can break, the markup being the same. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * What axe finds serious or critical on the page, checking `rules` alone when given. axe runs in
 * the page itself and reports violations only: a third of the time of its default run, which opens
 * a page of its own to merge the frames' results and details every rule that passed.
 * @param {import('@playwright/test').Page} page
 * @param {readonly string[]} [rules]
 */
export async function seriousViolations(page, rules) {
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] })
  const { violations } = await (rules ? axe.withRules([...rules]) : axe).analyze()
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}
