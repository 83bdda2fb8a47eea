import { DEFAULT_LANGUAGE } from './content.ts'
import { expect, SAMPLE_PAGES, test } from './fixtures.ts'

// Home's hero is laid out on its own; every other page opens the same way under the header, in
// every language alike.
const pages = SAMPLE_PAGES.filter(
  ({ language, defaultPath }) => language === DEFAULT_LANGUAGE && defaultPath !== '',
)
const WIDTHS = [390, 1280]

test('every page but Home starts the same distance under the header, on a phone and a desktop', async ({
  page,
}) => {
  const tops: Record<number, Record<string, number | undefined>> = {}
  for (const { path } of pages) {
    await page.goto(path)
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 })
      tops[width] = {
        ...tops[width],
        [`/${path}`]: (await page.locator('main > * > *').first().boundingBox())?.y,
      }
    }
  }
  for (const width of WIDTHS) {
    const [first] = Object.values(tops[width] ?? {})
    const same = Object.fromEntries(Object.keys(tops[width] ?? {}).map((path) => [path, first]))
    expect(tops[width], `${width}px wide`).toEqual(same)
  }
})
