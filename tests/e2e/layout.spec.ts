import { DEFAULT_LANGUAGE, LANGUAGES } from './content.ts'
import { expect, PAGES, SAMPLE_PAGES, test, TRANSLATED_PAGES } from './fixtures.ts'

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

// WCAG's reflow: 320 CSS pixels wide (a small phone, or a desktop zoomed to 400 %) and nothing
// scrolls sideways. Every page of every language: any long word of any of them could.
test('no page of any language is wider than a 320px screen', async ({ page }) => {
  const every = [...PAGES, ...TRANSLATED_PAGES]
  test.setTimeout(30_000 + every.length * 500)
  await page.setViewportSize({ width: 320, height: 640 })
  const wider: string[] = []
  for (const { path } of every) {
    await page.goto(path)
    // The page's own width: 320 less the scroll bar, where the browser draws one beside it.
    const [width, room] = await page.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ])
    if (width > room) wider.push(`/${path}: ${width}px in ${room}px`)
  }
  expect(wider).toEqual([])
})

// A phone, a desktop zoomed to 400 %, whose scroll bar takes 15px of the 320, and a phone whose
// visitor chose the browser's largest text (24px, Chromium's "Very large").
for (const [screen, width, isMobile, fontSize] of [
  ['on a 320px phone', 320, true, 16],
  ['on a desktop 320px wide', 320, false, 16],
  ['on a 360px phone with very large text', 360, true, 24],
] as const)
  test.describe(screen, () => {
    test.use({ viewport: { width, height: 640 }, isMobile })

    // The controls beside it are wider in some languages ("English" against "Suomi").
    test('the header shows the whole name, in every language', async ({ page }) => {
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: fontSize } })
      for (const { folder, site } of LANGUAGES) {
        await page.goto(folder)
        const name = page.getByRole('banner').getByRole('link', { name: site.identity.shortName })
        const cut = await name.evaluate(
          (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
        )
        expect(cut, `/${folder}`).toBe(false)
      }
    })
  })

// WCAG's focus not obscured: the header stays on screen, so what scrolls into view under it
// (going back with Shift+Tab brings each control in at the top) would be hidden.
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('going back through a page with the keyboard, the focus is never under the header', async ({
    page,
  }) => {
    const post = DEFAULT_LANGUAGE.posts[0]
    for (const path of ['portfolio', ...(post ? [`blog/${post.slug}`] : [])]) {
      await page.goto(path)
      await page.keyboard.press('End')
      // End scrolls smoothly: a focus moved while it runs would be carried on down with it.
      const atBottom = () =>
        page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
      await expect.poll(atBottom).toBe(true)
      const hidden: string[] = []
      const stops = await page.locator('main :is(a, button, [tabindex="0"], pre)').count()
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Shift+Tab')
        const under = await page.evaluate(() => {
          const focused = document.activeElement
          const header = document.querySelector('body > header')?.getBoundingClientRect()
          if (!focused?.closest('main') || !header) return undefined
          const { top, bottom } = focused.getBoundingClientRect()
          return top < header.bottom && bottom > header.top
            ? focused.outerHTML.slice(0, 60)
            : undefined
        })
        if (under) hidden.push(`/${path}: ${under}`)
      }
      expect(hidden).toEqual([])
    }
  })
})
