import { DEFAULT_LANGUAGE } from './content.ts'
import { expect, SAMPLE_PAGES, test } from './fixtures.ts'

// Home's hero is laid out on its own; every other page opens the same way under the header, in
// every language alike.
const pages = SAMPLE_PAGES.filter(
  ({ language, defaultPath }) => language === DEFAULT_LANGUAGE && defaultPath !== '',
)

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`every page but Home starts the same distance under the header, ${viewport.width}px wide`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    const tops: Record<string, number | undefined> = {}
    for (const { path } of pages) {
      await page.goto(path)
      tops[`/${path}`] = (await page.locator('main > * > *').first().boundingBox())?.y
    }
    const first = Object.values(tops)[0]
    expect(tops).toEqual(Object.fromEntries(Object.keys(tops).map((path) => [path, first])))
  })
}
