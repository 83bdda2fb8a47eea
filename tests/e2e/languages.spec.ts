import type { Page } from '@playwright/test'
import {
  DEFAULT_LANGUAGE,
  EXAMPLE,
  LANGUAGES,
  OTHER_LANGUAGES,
  site,
  ui,
  type BuiltLanguage,
} from './content.ts'
import { defaultOnly, defaultTextsIn, textsOnPage } from '../../scripts/check/default-text.mjs'
import {
  escapeHtml,
  escapeRegExp,
  expect,
  expectedAlternates,
  followBrokenLink,
  hydrated,
  needs,
  twinsOf,
  TRANSLATED_PAGES,
  PAGES,
  ROUTES,
  shareImage,
  SITE_URL,
  test,
} from './fixtures.ts'

// Names a translated page rightly shows as the default language writes them: each language's own
// name (the switch names each in itself), and a format's name, which the Finnish link names too
// ('JSON Resume -tiedosto').
const NAMES = [...LANGUAGES.map((language) => language.name), 'JSON Resume']

// The default language's own texts on the page: what is shown, what is read out (names,
// alternatives) and what a browser tab or a link preview shows.
const defaultTextsOn = async (page: Page, language: BuiltLanguage) =>
  defaultTextsIn(await textsOnPage(page), DEFAULT_LANGUAGE, language, NAMES)

// The shipped example translates every text: the check must have plenty to look for.
if (EXAMPLE)
  test("the shipped example's translation leaves many of the default language's texts to look for", () => {
    expect(
      defaultOnly(DEFAULT_LANGUAGE, OTHER_LANGUAGES[0] as BuiltLanguage, NAMES).length,
    ).toBeGreaterThan(100)
  })

for (const language of OTHER_LANGUAGES) {
  const pages = TRANSLATED_PAGES.filter((route) => route.language === language)
  test(`every page in ${language.code}, as a visitor sees and hears it, holds none of the default language's own text`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + pages.length * 1_000)
    const found: Record<string, string[]> = {}
    for (const route of pages) {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
      const texts = await defaultTextsOn(page, language)
      if (texts.length > 0) found[`/${route.path}`] = texts
    }
    expect(found).toEqual({})
  })
}

test('the raw HTML of each translated page is in its language, with its lang', async ({
  request,
}) => {
  for (const route of TRANSLATED_PAGES) {
    const html = await (await request.get(route.path)).text()
    expect(html, route.path).toMatch(new RegExp(`<html lang="${route.language.code}"[ >]`))
    expect(html, route.path).toContain(`>${escapeHtml(route.heading)}</h1>`)
    expect(html, route.path).toContain(`<title>${escapeHtml(route.title)}</title>`)
  }
})

// Each page in each language, with its default-language twin's path.
const everyPage = [
  ...PAGES.map((route) => ({ path: route.path, lang: DEFAULT_LANGUAGE.code, twin: route.path })),
  ...TRANSLATED_PAGES.map((route) => ({
    path: route.path,
    lang: route.language.code,
    twin: route.defaultPath,
  })),
]

test('every page in every language names itself and its twins in hreflang links, x-default too', async ({
  request,
}) => {
  for (const { path, lang, twin } of everyPage) {
    const html = await (await request.get(path)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(html, path).toMatch(new RegExp(`<html lang="${lang}"[ >]`))
    const alternates = [
      ...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g),
    ].map(([, code, href]) => [code, href])
    expect(alternates, path).toEqual(expectedAlternates(twin))
    expect(head, path).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`)
  }
})

for (const language of OTHER_LANGUAGES) {
  const { folder, site: translated, ui: translatedUi } = language
  // A project in the middle of the list, where the grid's order matters most.
  const project = Math.floor(site.projects.length / 2)
  const switchCases = [
    { name: 'Home', path: '', heading: translated.identity.fullName, back: site.identity.fullName },
    { name: 'About', path: 'about', heading: translated.about.heading, back: site.about.heading },
    {
      name: 'Résumé',
      path: 'resume',
      heading: translatedUi.resume.heading,
      back: ui.resume.heading,
    },
    ...(site.projects[project]
      ? [
          {
            name: 'a project',
            path: `portfolio/${site.projects[project].slug}`,
            heading: translated.projects[project]?.title ?? '',
            back: site.projects[project].title,
          },
        ]
      : []),
  ]

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${language.code}, ${javaScriptEnabled ? 'with the app' : 'without JavaScript'}`, () => {
      test.use({ javaScriptEnabled })

      for (const { name, path, heading, back } of switchCases)
        test(`the language switch keeps the page: ${name}`, async ({ page }) => {
          await page.goto(path)
          await page
            .getByRole('navigation', { name: ui.languages })
            .getByRole('link', { name: language.name })
            .click()
          await expect(page).toHaveURL(folder + path)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
          await page
            .getByRole('navigation', { name: translatedUi.languages })
            .getByRole('link', { name: DEFAULT_LANGUAGE.name })
            .click()
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(back)
          await expect(page).toHaveURL(path)
        })
    })
  }

  test(`${language.code}: after moving in the app, the switch leads to the page on screen`, async ({
    page,
  }) => {
    await page.goto('')
    await page.getByRole('button', { name: ui.menu }).click()
    await page.getByRole('link', { name: ui.nav.about }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
    const link = page
      .getByRole('navigation', { name: ui.languages })
      .getByRole('link', { name: language.name })
    await expect(link).toHaveAttribute('href', new RegExp(`/${folder}about$`))
    await link.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.about.heading)
  })

  // The link names the address on screen before it is followed: pointed at, copied, opened in a
  // tab of its own, as often as the grid changes.
  test(`${language.code}: a tag chosen on the grid, the switch leads to the same tag`, async ({
    page,
  }) => {
    const tagged = [...new Set(site.projects.flatMap((project) => project.tags))].filter(
      (one) => site.tags[one],
    )
    const other = needs(tagged[1], 'needs projects with two tags')
    const tag = tagged[0] ?? other
    await page.goto('portfolio')
    await hydrated(page)
    const tags = page.getByRole('main').getByRole('navigation', { name: ui.portfolio.tags })
    const link = page
      .getByRole('navigation', { name: ui.languages })
      .getByRole('link', { name: language.name })
    for (const [chosen, address] of [
      [site.tags[other], `portfolio/tags/${other}`],
      [ui.portfolio.allTags, 'portfolio'],
      [site.tags[tag], `portfolio/tags/${tag}`],
    ] as const) {
      await tags.getByRole('link', { name: chosen, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${address}$`))
      await expect(link).toHaveAttribute('href', new RegExp(`/${folder}${address}$`))
    }
    await link.click()
    await expect(page).toHaveURL(`${folder}portfolio/tags/${tag}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatedUi.portfolio.heading)
  })

  test(`${language.code} has its own manifest, share image and résumé, and the sitemap lists it`, async ({
    page,
    request,
  }) => {
    await page.goto(folder)
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(manifestHref).toMatch(new RegExp(`/${folder}manifest\\.webmanifest$`))
    const manifest = await (await request.get(manifestHref ?? '')).json()
    expect(manifest).toMatchObject({
      lang: language.code,
      description: translated.identity.tagline,
    })
    expect(manifest.start_url).toMatch(new RegExp(`/${folder}$`))
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toBe(`${SITE_URL}${folder}share.jpg`)
    await shareImage(request, `${folder}share.jpg`)
    const pdf = await request.get(`${folder}resume.pdf`)
    expect(pdf.status()).toBe(200)

    const sitemap = await (await request.get('sitemap.xml')).text()
    for (const route of TRANSLATED_PAGES.filter((page) => page.language === language))
      expect(sitemap).toContain(`<loc>${SITE_URL}${route.path}</loc>`)
    // Each address of a page with twins lists them all, and x-default.
    const paths = new Set([...PAGES, ...TRANSLATED_PAGES].map((page) => page.defaultPath))
    const twinned = [...paths].map(twinsOf).filter((twins) => twins.length > 1)
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(
      twinned.reduce((sum, twins) => sum + twins.length, 0),
    )
  })
}

// The shipped example's Finnish: its dates and numbers as Finnish writes them.
if (EXAMPLE)
  test('dates and numbers follow the Finnish conventions', async ({ page }) => {
    await page.goto('fi/about')
    const finnish = OTHER_LANGUAGES.find((language) => language.code === 'fi')
    const first = finnish?.site.skills[0]
    await expect(page.getByText(`${first?.value} %`).first()).toBeVisible()
    await page.goto('fi/resume')
    await expect(page.locator('time[datetime="2023-03"]')).toHaveText('maalis 2023')
  })

test.describe('an unknown path', () => {
  // Chromium logs the 404 status of the document itself; that is the point of these tests.
  test.use({ allowedConsoleErrors: [/status of 404/] })
  const [home] = ROUTES

  for (const language of OTHER_LANGUAGES) {
    const { code, folder, ui: translatedUi } = language
    const translatedHome = TRANSLATED_PAGES.find(
      (route) => route.language === language && route.defaultPath === home.path,
    )
    if (!translatedHome) throw new Error(`no home page in ${code}`)

    for (const path of [`${folder}nope`, `${folder}a/b`])
      test(`/${path} shows the home screen in ${code}, hydrated, with status 404 and noindex`, async ({
        page,
      }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page).toHaveURL(path)
        const html = page.locator('html')
        await expect(html).toHaveAttribute('lang', code)
        // The language's own theme script ran: the policy let its inline scripts through.
        await expect(html).toHaveAttribute('data-theme', /^(dark|light)$/)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatedHome.heading)
        await expect(page).toHaveTitle(translatedHome.title)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          translatedHome.description,
        )
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
        expect(await defaultTextsOn(page, language)).toEqual([])
      })

    test(`in the ${code} folder, the menu moves in the app and the language link leads home`, async ({
      page,
    }) => {
      await page.goto(`${folder}nope`)
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await page.getByRole('button', { name: translatedUi.menu }).click()
      const menu = page.getByRole('navigation', { name: translatedUi.mainNavigation })
      await menu.getByRole('link', { name: translatedUi.nav.about }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.site.about.heading)
      await expect(page).toHaveURL(`${folder}about`)
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

      await page.goto(`${folder}nope`)
      await page
        .getByRole('navigation', { name: translatedUi.languages })
        .getByRole('link', { name: DEFAULT_LANGUAGE.name })
        .click()
      await expect(page).toHaveURL('')
      await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE.code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading)
    })
    test(`a broken link among the ${code} pages leads to the home screen in ${code}, and Back returns`, async ({
      page,
    }) => {
      await followBrokenLink(page, `${folder}about`)
      await expect(page).toHaveURL(`${folder}nope`)
      await expect(page).toHaveTitle(translatedHome.title)
      await expect(page.locator('html')).toHaveAttribute('lang', code)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(translatedHome.heading)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        translatedHome.description,
      )
      expect(await defaultTextsOn(page, language)).toEqual([])
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.site.about.heading)
    })
  }

  // '/<code>land/x' starts like a language's folder without being in it.
  for (const path of ['nope', `${OTHER_LANGUAGES[0]?.code ?? 'xx'}land/x`])
    test(`/${path} shows the default language's home screen with status 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE.code)
      await expect(page).toHaveTitle(home.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        home.description,
      )
    })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    for (const { folder } of OTHER_LANGUAGES)
      test(`/${folder}nope falls back to the root's home screen`, async ({ page }) => {
        const response = await page.goto(`${folder}nope`)
        expect(response?.status()).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE.code)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading)
      })
  })
})

// A phone's header has room for the site's name beside codes, not beside names ("English").
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true })

  test("each language link shows its language's code, and is named by the language", async ({
    page,
  }) => {
    test.skip(OTHER_LANGUAGES.length === 0, 'the site has one language')
    for (const { folder, ui: words, code } of LANGUAGES) {
      await page.goto(folder)
      const links = page.getByRole('navigation', { name: words.languages, exact: true })
      for (const other of LANGUAGES.filter((language) => language.code !== code)) {
        const link = links.getByRole('link', { name: new RegExp(`^${escapeRegExp(other.name)}`) })
        await expect(link.getByText(other.code, { exact: true })).toBeVisible()
        // The name is read out, not drawn: a box of a pixel at most.
        const name = await link.getByText(other.name, { exact: true }).boundingBox()
        expect(name?.width).toBeLessThanOrEqual(1)
      }
    }
  })
})
