import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import type { Page } from '@playwright/test'
import type { Theme } from '../../src/content-model/schema.ts'
import { FONT_CACHE } from '../../src/theme/font-files.ts'
import { themeFonts } from '../../src/theme/fonts.ts'
import { FONT_NAMES } from '../../src/theme/font-names.ts'
import { THEME_PRESETS } from '../../src/theme/presets.ts'
import { themeCss } from '../../src/theme/theme-css.ts'
import { webFonts, type WebFonts } from '../../src/theme/web-fonts.ts'
import { DEFAULT_LANGUAGE, EXAMPLE, LANGUAGES, site } from './content.ts'
import { axeOnEach, BASE, expect, SAMPLE_PAGES, test } from './fixtures.ts'

// Each preset the README offers, on the built pages: its custom properties and font faces come
// after the build's in the stylesheet, as a build with that theme would have them, and its fonts,
// cut to the site's words, are served from the site's origin (under preset-fonts/).
const FONTS_PATH = `${BASE}preset-fonts/`

// Each preset's fonts, cut once in a worker for all its tests.
const presetFonts = new Map<Theme, Promise<WebFonts>>()
const fontsOf = (preset: Theme) => {
  const fonts =
    presetFonts.get(preset) ??
    webFonts(
      themeFonts(preset),
      JSON.stringify(LANGUAGES),
      FONT_CACHE,
      (file) => FONTS_PATH + basename(file),
    )
  presetFonts.set(preset, fonts)
  return fonts
}

async function wearPreset(page: Page, preset: Theme, { holdFonts = false } = {}) {
  const fonts = await fontsOf(preset)
  const css = `${themeCss(preset)}@layer tokens {\n${fonts.css}\n}\n`
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: `${await response.text()}\n${css}` })
  })
  // Held fonts arrive once the test lets them, after the page has shown its fallback faces.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  if (!holdFonts) release()
  await page.route(`**${FONTS_PATH}*`, async (route) => {
    await released
    const file = join(FONT_CACHE, basename(new URL(route.request().url()).pathname))
    await route.fulfill({ body: await readFile(file), contentType: 'font/woff2' })
  })
  return { release }
}

// The look the site is built with: a preset the same is what a11y.spec.ts checks on these pages.
const wornAlready = (preset: Theme) =>
  themeCss(preset) === themeCss(site.theme) &&
  JSON.stringify(themeFonts(preset)) === JSON.stringify(themeFonts(site.theme ?? {}))

test.use({ colorScheme: 'light' })

// A paragraph as a site writes them: capitals, figures and punctuation among the lower case, in
// the characters every site's fonts carry.
const FALLBACK_TEXT =
  'Since 2019 I have built booking systems for clinics, a deploy pipeline for Contoso Grid and ' +
  'tools that turn messy spreadsheets into weekly reports (42% faster).'

// The example's pages that fonts could move: Home, and the project page with the longest address,
// the line most likely to wrap anew; on a desktop and on the phone Lighthouse emulates.
const [longestLink] = site.projects.toSorted(
  (a, b) => (b.link?.length ?? 0) - (a.link?.length ?? 0),
)
const FONT_PAGES = ['', ...(longestLink ? [`portfolio/${longestLink.slug}`] : [])]
const SCREENS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
}

for (const [name, preset] of Object.entries(THEME_PRESETS)) {
  test.describe(`the ${name} preset`, () => {
    // The other theme changes colours alone: its run checks the rules about colour.
    if (!wornAlready(preset))
      test('a page of each kind has no contrast violation, nor a serious or critical one, in either theme', async ({
        page,
      }) => {
        await wearPreset(page, preset)
        const paths = SAMPLE_PAGES.filter(({ language }) => language === DEFAULT_LANGUAGE).map(
          (route) => route.path,
        )
        expect(await axeOnEach(page, paths)).toEqual({})
      })

    const { body, headings } = themeFonts(preset)
    if (body === 'system' || headings === 'system') return
    test(`text is set in ${body} and headings in ${headings}, from the site`, async ({ page }) => {
      const fontOrigins = new Set<string>()
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fontOrigins.add(new URL(request.url()).origin)
      })
      await wearPreset(page, preset)
      await page.goto('')
      await page.evaluate(() => document.fonts.ready)
      const family = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((element) => getComputedStyle(element).fontFamily)
      expect(await family('body')).toMatch(new RegExp(`^"?${body}"?,`))
      expect(await family('h1')).toMatch(new RegExp(`^"?${headings}"?,`))
      const loaded = await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      )
      expect(loaded).toEqual(expect.arrayContaining([body, headings]))
      expect([...fontOrigins]).toEqual([new URL(page.url()).origin])
    })

    // Fonts arrive after the first paint. Where a line ends within a hair of its column, a font
    // and its fallback can still break it differently: the example's words are checked.
    if (EXAMPLE)
      for (const [size, screen] of Object.entries(SCREENS))
        test.describe(`on a ${size}`, () => {
          test.use(screen)
          for (const path of FONT_PAGES)
            test(`/${path}: nothing moves as the fonts arrive`, async ({ page }) => {
              const { release } = await wearPreset(page, preset, { holdFonts: true })
              // The page paints in the fallback faces; then, once it is all parsed, the fonts come.
              // (On a busy machine, Chromium may paint a page it has parsed in part, then the rest,
              // which moves what is fixed to the foot of the screen. A visitor's browser has the
              // stylesheet it waits for a round trip after the page, by then parsed whole.)
              const loading = page.goto(path)
              await page.waitForFunction(
                () =>
                  performance.getEntriesByName('first-contentful-paint').length > 0 &&
                  document.readyState !== 'loading',
              )
              const shifts = page.evaluate(
                () =>
                  new Promise<number>((resolve) => {
                    let total = 0
                    new PerformanceObserver((list) => {
                      for (const entry of list.getEntries())
                        total += (entry as unknown as { value: number }).value
                    }).observe({ type: 'layout-shift' })
                    void document.fonts.ready.then(() =>
                      requestAnimationFrame(() => resolve(total)),
                    )
                  }),
              )
              release()
              await loading
              // CLS as Lighthouse and the field report it, to three places: 0. (A right-aligned
              // label in capitals can still move a fraction of a pixel: 0.00004 for the folio
              // preset's header.)
              expect(Number((await shifts).toFixed(3)), 'layout shift as the fonts arrive').toBe(0)
            })
        })
  })
}

// Whatever the owner writes, a line set in the fallback is as long as it will be in the font:
// measured on a text of the tests' own, at every weight the stylesheets use, for each font a
// theme may name, in the presets or not.
for (const font of FONT_NAMES)
  test(`${font} and its fallback set a paragraph to the same width, at every weight`, async ({
    page,
  }) => {
    await wearPreset(page, { fonts: { body: font, headings: font, code: font } })
    await page.goto('')
    const ratios = await page.evaluate(
      async ({ family, text }) => {
        const width = (family: string, weight: number) => {
          const span = document.createElement('span')
          span.style.font = `${weight} 100px ${family}`
          span.style.whiteSpace = 'pre'
          span.textContent = text
          document.body.append(span)
          const { width } = span.getBoundingClientRect()
          span.remove()
          return width
        }
        const ratios: Record<string, number> = {}
        for (const weight of [400, 500, 600, 700, 800]) {
          await document.fonts.load(`${weight} 100px '${family}'`, text)
          const ratio = width(`'${family}'`, weight) / width(`'${family} fallback'`, weight)
          ratios[weight] = Math.round(ratio * 1000) / 1000
        }
        return ratios
      },
      { family: font, text: FALLBACK_TEXT },
    )
    // Within 1.5 %: a fallback sized for the regular alone sets Fraunces at 800 8 % short.
    for (const [weight, ratio] of Object.entries(ratios))
      expect(
        Math.abs(ratio - 1),
        `${font} ${weight}: the font's width ÷ its fallback's, ${ratio}`,
      ).toBeLessThan(0.015)
  })
