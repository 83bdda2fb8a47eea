import type { Page } from '@playwright/test'
import { languages } from '../../src/content/languages.ts'
import { site } from '../../src/content/site.ts'
import { site as finnish } from '../../src/content/site.fi.ts'
import { ui } from '../../src/content/ui.ts'
import { ui as finnishUi } from '../../src/content/ui.fi.ts'
import { expect, FINNISH_PAGES, PAGES, ROUTES, SITE_URL, test } from './fixtures.ts'

// Every text in a content module, as a flat list.
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : []

// What the English site says that the Finnish one does not: names, addresses and technology
// words, the same in both languages, are left out, and so are the title patterns' placeholders
// and the languages' own names (the switch names English in English).
const finnishTexts = new Set([
  ...textsOf([finnish, finnishUi]),
  ...languages.map((language) => language.name),
  // A format's name, which the Finnish link names too ('JSON Resume -tiedosto').
  'JSON Resume',
])
const englishOnly = [
  ...new Set(
    textsOf([site, ui])
      .flatMap((text) => text.split(/\{\w+\}|\n+/))
      .map((text) => text.replace(/^[\s|:–-]+|[\s|:–-]+$/g, ''))
      .filter((text) => /[a-z]{2}/i.test(text) && !finnishTexts.has(text))
      .filter((text) => !/^(https?:|images\/)|@/.test(text)),
  ),
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

// The English-only texts on the page: what is shown, what is read out (names, alternatives) and
// what a browser tab or a link preview shows.
async function englishOn(page: Page) {
  const heard = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) =>
      ['aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
    )
    const meta = [...document.querySelectorAll('meta[content]')].map(
      (el) => el.getAttribute('content') ?? '',
    )
    const hidden = [...document.querySelectorAll('.visually-hidden')].map((el) => el.textContent)
    return [document.title, document.body.innerText, ...named, ...meta, ...hidden].join('\n')
  })
  return englishOnly.filter((text) => new RegExp(`\\b${escape(text)}\\b`).test(heard))
}

test('every Finnish page, as a visitor sees and hears it, holds none of the English text', async ({
  page,
}) => {
  expect(englishOnly.length).toBeGreaterThan(100)
  for (const route of FINNISH_PAGES) {
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    expect(await englishOn(page), route.path).toEqual([])
  }
})

test('the raw HTML of each Finnish page is in Finnish, with its lang and its alternates', async ({
  request,
}) => {
  for (const route of FINNISH_PAGES) {
    const html = await (await request.get(route.path)).text()
    expect(html, route.path).toContain('<html lang="fi">')
    expect(html, route.path).toContain(`>${route.heading}</h1>`)
    expect(html, route.path).toContain(`<title>${route.title}</title>`)
  }
})

test('every page in both languages names itself and its twin in hreflang links, x-default too', async ({
  page,
}) => {
  const pairs = [
    ...PAGES.map((route) => ({ path: route.path, lang: 'en', english: route.path })),
    ...FINNISH_PAGES.map((route) => ({ path: route.path, lang: 'fi', english: route.englishPath })),
  ]
  for (const { path, lang, english } of pairs) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        (links as HTMLLinkElement[]).map((link) => [link.hreflang, link.href]),
      )
    expect(alternates, path).toEqual([
      ['en', SITE_URL + english],
      ['fi', `${SITE_URL}fi/${english}`],
      ['x-default', SITE_URL + english],
    ])
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE_URL + path)
  }
})

const switchCases = [
  { name: 'Home', path: '', heading: finnish.identity.fullName, back: site.identity.fullName },
  { name: 'About', path: 'about', heading: finnish.about.heading, back: site.about.heading },
  { name: 'Résumé', path: 'resume', heading: finnishUi.resume.heading, back: ui.resume.heading },
  {
    name: 'a project',
    path: `portfolio/${site.projects[2]?.slug}`,
    heading: finnish.projects[2]?.title ?? '',
    back: site.projects[2]?.title ?? '',
  },
]

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with the app' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })

    for (const { name, path, heading, back } of switchCases)
      test(`the language switch keeps the page: ${name}`, async ({ page }) => {
        await page.goto(path)
        await page.getByRole('navigation', { name: ui.languages }).getByRole('link').click()
        await expect(page).toHaveURL(`fi/${path}`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await page.getByRole('navigation', { name: finnishUi.languages }).getByRole('link').click()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(back)
        await expect(page).toHaveURL(path)
      })
  })
}

test('after moving in the app, the switch leads to the page on screen', async ({ page }) => {
  await page.goto('')
  await page.getByRole('button', { name: ui.menu }).click()
  await page.getByRole('link', { name: ui.nav.about }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  const suomi = page.getByRole('navigation', { name: ui.languages }).getByRole('link')
  await expect(suomi).toHaveAttribute('href', /\/fi\/about$/)
  await suomi.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(finnish.about.heading)
})

test('each language has its own manifest, share image and résumé, and the sitemap lists both', async ({
  page,
  request,
}) => {
  await page.goto('fi/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(manifestHref).toMatch(/\/fi\/manifest\.webmanifest$/)
  const manifest = await (await request.get(manifestHref ?? '')).json()
  expect(manifest).toMatchObject({ lang: 'fi', description: finnish.identity.tagline })
  expect(manifest.start_url).toMatch(/\/fi\/$/)
  const image = await page.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toBe(`${SITE_URL}fi/share.png`)
  const png = await request.get('fi/share.png')
  expect(png.headers()['content-type']).toBe('image/png')
  const pdf = await request.get('fi/resume.pdf')
  expect(pdf.status()).toBe(200)

  const sitemap = await (await request.get('sitemap.xml')).text()
  for (const route of FINNISH_PAGES) {
    expect(sitemap).toContain(`<loc>${SITE_URL}${route.path}</loc>`)
    expect(sitemap).toContain(`<loc>${SITE_URL}${route.englishPath}</loc>`)
  }
  expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(FINNISH_PAGES.length * 2)
})

test('dates and numbers follow the Finnish conventions', async ({ page }) => {
  await page.goto('fi/about')
  const first = finnish.skills[0]
  await expect(page.getByText(`${first?.value} %`).first()).toBeVisible()
  await page.goto('fi/resume')
  await expect(page.locator('time[datetime="2023-03"]')).toHaveText('maalis 2023')
})

test.describe('an unknown path', () => {
  // Chromium logs the 404 status of the document itself; that is the point of these tests.
  test.use({ allowedConsoleErrors: [/status of 404/] })
  const [englishHome] = ROUTES
  const finnishHome = FINNISH_PAGES.find((route) => route.englishPath === englishHome.path)
  if (!finnishHome) throw new Error('FINNISH_PAGES has no home page')

  for (const path of ['fi/nope', 'fi/a/b'])
    test(`/${path} shows the Finnish home screen, hydrated, with status 404 and noindex`, async ({
      page,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL(path)
      const html = page.locator('html')
      await expect(html).toHaveAttribute('lang', 'fi')
      // The Finnish page's theme script ran: the policy let its inline scripts through.
      await expect(html).toHaveAttribute('data-theme', /^(dark|light)$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(finnishHome.heading)
      await expect(page).toHaveTitle(finnishHome.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        finnishHome.description,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      expect(await englishOn(page)).toEqual([])
    })

  test('in the Finnish folder, the menu moves in the app and the language link leads home', async ({
    page,
  }) => {
    await page.goto('fi/nope')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('button', { name: finnishUi.menu }).click()
    const menu = page.getByRole('navigation', { name: finnishUi.mainNavigation })
    await menu.getByRole('link', { name: finnishUi.nav.about }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(finnish.about.heading)
    await expect(page).toHaveURL('fi/about')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)

    await page.goto('fi/nope')
    await page.getByRole('navigation', { name: finnishUi.languages }).getByRole('link').click()
    await expect(page).toHaveURL('')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHome.heading)
  })

  // '/finland' starts like the Finnish folder without being in it.
  for (const path of ['nope', 'finland/x'])
    test(`/${path} shows the English home screen with status 404`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page).toHaveTitle(englishHome.title)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        englishHome.description,
      )
    })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("/fi/nope falls back to the root's English home screen", async ({ page }) => {
      const response = await page.goto('fi/nope')
      expect(response?.status()).toBe(404)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHome.heading)
    })
  })
})
