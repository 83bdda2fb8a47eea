import { DEFAULT_LANGUAGE, LANGUAGES, site } from './content.ts'
import {
  ANOTHER_PAGE,
  chooseLargestText,
  expect,
  linesPast,
  wordsBroken,
  PAGES,
  SAMPLE_PAGES,
  test,
  TRANSLATED_PAGES,
} from './fixtures.ts'

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
// scrolls sideways; nor with the browser's largest text on a phone (resize text). Every page of
// every language, and search's results as a search for the owner's name lists them: any long word
// of any of them could.
for (const [screen, width, largestText] of [
  ['a 320px screen', 320, false],
  ['a 320px phone with the largest text', 320, true],
] as const)
  test(`no page of any language is wider than ${screen}, nor cuts off a field, a button or a text, nor breaks a word of a heading`, async ({
    page,
  }) => {
    const results = LANGUAGES.map(({ folder, site }) => ({
      path: `${folder}search?q=${encodeURIComponent(site.identity.fullName)}`,
    }))
    const every = [...PAGES, ...TRANSLATED_PAGES, ...results]
    test.setTimeout(30_000 + every.length * 500)
    await page.setViewportSize({ width, height: 640 })
    if (largestText) await chooseLargestText(page)
    const wider: string[] = []
    const cut: string[] = []
    const broken: string[] = []
    for (const { path } of every) {
      await page.goto(path)
      if (results.some((search) => search.path === path))
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible()
      // A box that hides what overflows it (a form's rounded card) would hide part of a control.
      const controls = await page
        .locator('main :is(input, textarea, select, button)')
        .evaluateAll((elements) =>
          elements
            .filter((control) => {
              const { left, right, width } = control.getBoundingClientRect()
              let box = control.parentElement
              while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
              const edges = box?.getBoundingClientRect()
              return width > 1 && edges && (left < edges.left - 1 || right > edges.right + 1)
            })
            .map((control) => control.outerHTML.slice(0, 60)),
        )
      cut.push(...controls.map((control) => `/${path}: ${control}`))
      // Nor a line of text: a card that hides what overflows it would cut off a long word's line.
      const texts = await page
        .getByRole('main')
        .locator('*')
        .evaluateAll(linesPast, { clipping: true })
      cut.push(...[...new Set(texts)].map((text) => `/${path}: "${text}"`))
      // A title's size leaves its longest word a line of its own (lib/long-words.ts), as does a
      // heading's, a neighbour's in the pager and a button's.
      const words = await page
        .getByRole('main')
        .locator(':is(h1, h2, h3, h4, button), nav a')
        .evaluateAll(wordsBroken)
      broken.push(...words.map((word) => `/${path}: ${word}`))
      // The page's own width: the screen's less the scroll bar, where the browser draws one.
      const [pageWidth, room] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ])
      if (pageWidth > room) wider.push(`/${path}: ${pageWidth}px in ${room}px`)
    }
    expect(wider).toEqual([])
    expect(cut).toEqual([])
    expect(broken).toEqual([])
  })

// A phone, a desktop zoomed to 400 %, whose scroll bar takes 15px of the 320, and a phone whose
// visitor chose the browser's largest text, or twice the text.
for (const [screen, width, isMobile, textSize] of [
  ['on a 320px phone', 320, true, undefined],
  ['on a desktop 320px wide', 320, false, undefined],
  ['on a 360px phone with the largest text', 360, true, 24],
  ['on a 320px phone with the largest text', 320, true, 24],
  ['on a 390px phone with twice the text', 390, true, 32],
] as const)
  test.describe(screen, () => {
    test.use({ viewport: { width, height: 640 }, isMobile })

    // The controls beside it are wider in some languages ("English" against "Suomi").
    test('the header shows the whole name, in every language', async ({ page }) => {
      if (textSize) await chooseLargestText(page, textSize)
      for (const { folder, site, ui } of LANGUAGES) {
        await page.goto(folder)
        const name = page.getByRole('banner').getByRole('link', { name: site.identity.shortName })
        const cut = await name.evaluate(
          (link) => link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight,
        )
        expect(cut, `/${folder}`).toBe(false)
        // Its bars alone show the menu button: the label it keeps for its name takes no room.
        const menu = page.getByRole('banner').getByRole('button', { name: ui.menu, exact: true })
        expect((await menu.boundingBox())?.width, `/${folder}`).toBeLessThanOrEqual(44)
      }
    })
  })

// A name of two long words, as init writes it for the short one too, takes a third line there.
for (const [screen, width, textSize] of [
  ['on a 320px phone', 320, undefined],
  ['on a 390px phone with the largest text', 390, 24],
] as const)
  test.describe(screen, () => {
    test.use({ viewport: { width, height: 640 }, isMobile: true })

    test('a long name shows whole in the header', async ({ page }) => {
      if (textSize) await chooseLargestText(page, textSize)
      await page.goto('')
      const cut = await page
        .getByRole('banner')
        .getByRole('link', { name: site.identity.shortName })
        .evaluate((link) => {
          link.textContent = 'Aleksandra Virtanen-Kowalski'
          return link.scrollWidth > link.clientWidth || link.scrollHeight > link.clientHeight
        })
      expect(cut).toBe(false)
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
    for (const path of [ANOTHER_PAGE.path, ...(post ? [`blog/${post.slug}`] : [])]) {
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

test('nothing hidden reaches past the foot of a page, where it would add a line to scroll', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('search')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const { scrolls, tall } = await page.evaluate(() => ({
    scrolls: document.documentElement.scrollHeight,
    tall: Math.max(innerHeight, Math.ceil(document.body.getBoundingClientRect().height)),
  }))
  expect(scrolls).toBe(tall)
})
