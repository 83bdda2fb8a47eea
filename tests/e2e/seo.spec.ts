import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { DEFAULT_LANGUAGE, LANGUAGES, site } from './content.ts'
import {
  BLOG_PAGES,
  escapeRegExp,
  expect,
  needs,
  openFromMenu,
  PAGES,
  pictureDistance,
  shareImage,
  ROUTES,
  SITE_URL,
  test,
  TRANSLATED_PAGES,
  twinsOf,
} from './fixtures.ts'
import { expectHead, meta } from './head.ts'

const { fullName, tagline, email } = site.identity

const jsonLd = async (page: Page) =>
  Promise.all(
    (await page.locator('script[type="application/ld+json"]').all()).map(
      async (script) => JSON.parse((await script.textContent()) ?? '') as unknown,
    ),
  )

// The owner as schema.org describes them: Home's Person, with its photo, and the résumé's
// ProfilePage of them, with what it lists. No other page describes them.
const OWNER = {
  '@type': 'Person',
  name: fullName,
  jobTitle: site.home.roles,
  description: tagline,
  email,
  url: SITE_URL,
  sameAs: Object.values(site.social),
}
const structuredData = (path: string) =>
  ({
    '': [{ '@context': 'https://schema.org', ...OWNER, image: expect.any(String) }],
    resume: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: SITE_URL + path,
        mainEntity: expect.objectContaining(OWNER),
      },
    ],
  })[path] ?? []

for (const route of ROUTES) {
  test(`/${route.path} tells search engines and link previews what it is`, async ({ page }) => {
    await page.goto(route.path)
    await expectHead(page, route, SITE_URL + route.path)
    await expect(meta(page, 'robots')).toHaveCount(0)
    expect(await jsonLd(page)).toEqual(structuredData(route.path))
  })
}

test("Home's Person shows the owner's photo, a file the site serves; the résumé's lists their skills", async ({
  page,
  request,
}) => {
  await page.goto('')
  const [person] = (await jsonLd(page)) as { image: string }[]
  const photo = await page.getByRole('main').getByRole('img').first().getAttribute('src')
  expect(person?.image).toBe(new URL(photo ?? '', SITE_URL).href)
  expect(person?.image.startsWith(SITE_URL)).toBe(true)
  const file = await request.get(person?.image.slice(SITE_URL.length) ?? '')
  expect(file.headers()['content-type']).toMatch(/^image\//)
  await page.goto('resume')
  const [profile] = (await jsonLd(page)) as { mainEntity: { knowsAbout?: string[] } }[]
  const skills = site.skills.map(({ name }) => name)
  expect(profile?.mainEntity.knowsAbout).toEqual(skills.length > 0 ? skills : undefined)
})

test.describe('an unknown path', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('shows Home but asks not to be indexed and points at Home', async ({ page }) => {
    await page.goto('no/such/page')
    await expect(meta(page, 'robots')).toHaveAttribute('content', 'noindex')
    await expectHead(page, ROUTES[0], SITE_URL)
    expect(await jsonLd(page)).toEqual([])
  })
})

test('head tags follow client-side navigation, structured data too', async ({ page }) => {
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  // Search loads as a document of its own: its head is its prerendered page's.
  for (const route of ROUTES.slice(1).filter((entry) => !entry.document)) {
    await openFromMenu(page, route.nav)
    await expect(page).toHaveURL(new RegExp(`${route.path}$`))
    await expectHead(page, route, SITE_URL + route.path)
    await expect.poll(() => jsonLd(page)).toEqual(structuredData(route.path))
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

// Everything a page says of itself in its head, as a crawler or a share menu reads it.
const headTags = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    links: [...document.head.querySelectorAll('link[rel="canonical"], link[hreflang]')].map(
      (link) => link.outerHTML,
    ),
    meta: [...document.head.querySelectorAll('meta[name], meta[property]')]
      .map((meta) => meta.outerHTML)
      .sort(),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => script.textContent,
    ),
  }))

test('a post reached in the app has the head of its own page, structured data too', async ({
  page,
}) => {
  const post = needs(BLOG_PAGES[0], 'needs a post')
  await page.goto(post.path)
  const own = await headTags(page)
  await page.goto('blog')
  await page.getByRole('main').getByRole('link', { name: post.heading, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.heading)
  await expect.poll(() => headTags(page)).toEqual(own)
})

test('the sitemap lists every page once, each in every language, and nothing but built pages; robots.txt points to it', async ({
  request,
}) => {
  const sitemap = await (await request.get('sitemap.xml')).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? '')
  expect(new Set(locs).size).toBe(locs.length)
  // Every page in each language that has it (a post may be in one only)…
  const paths = new Set([...PAGES, ...TRANSLATED_PAGES].map((route) => route.defaultPath))
  expect(locs).toEqual(
    expect.arrayContaining(
      [...paths].flatMap((path) => twinsOf(path).map(({ folder }) => SITE_URL + folder + path)),
    ),
  )
  // …and no address the build has no page for: a page of the owner's own is built like the rest.
  const built = (path: string) =>
    existsSync(join('dist/client', path, 'index.html')) ||
    existsSync(join('dist/client', `${path}.html`))
  expect(locs.filter((loc) => !built(loc.slice(SITE_URL.length)))).toEqual([])
  const robots = await (await request.get('robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE_URL}sitemap.xml`)
})

test('the sitemap gives each post the day it last changed, and no other page a day', async ({
  request,
}) => {
  const sitemap = await (await request.get('sitemap.xml')).text()
  const changed = Object.fromEntries(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].flatMap(
      ([, loc, day]) => (day ? [[loc, day]] : []),
    ),
  )
  const posts = LANGUAGES.flatMap(({ folder, posts }) =>
    posts.map((post) => [`${SITE_URL}${folder}blog/${post.slug}`, post.updated ?? post.date]),
  )
  expect(changed).toEqual(Object.fromEntries(posts))
})

// Width and height of a PNG, from its IHDR chunk.
const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) })

test("Home's share image shows the owner's photo beside their name", async ({ request }) => {
  const image = await shareImage(request, 'share.jpg')
  expect(await pictureDistance(image, site.home.photo)).toBeLessThan(12)
})

test('the icons and manifest ship with the site', async ({ page, request }) => {
  const png = async (path: string) => {
    const response = await request.get(path)
    expect(response.headers()['content-type'], path).toBe('image/png')
    return pngSize(await response.body())
  }

  await page.goto('')
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(await png(new URL(appleIcon ?? '', page.url()).href)).toEqual({ width: 180, height: 180 })

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifestUrl = new URL(manifestHref ?? '', page.url()).href
  const manifest = await (await request.get(manifestUrl)).json()
  expect(manifest).toMatchObject({ name: fullName, short_name: site.identity.shortName })
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(new URL('.', page.url()).href)
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(await png(new URL(icon.src, manifestUrl).href)).toEqual({ width, height })
  }
})

// What Markdown escapes in a text (a `*` or `[` of a title) read back as written.
const unescaped = (markdown: string) => markdown.replace(/\\(.)/g, '$1')
// The site's own addresses a Markdown file links, as paths under the test server's base.
const ownLinks = (markdown: string) =>
  [...markdown.matchAll(/\]\((\S+?)\)/g)]
    .map(([, url = '']) => url)
    .filter((url) => url.startsWith(SITE_URL))
    .map((url) => url.slice(SITE_URL.length))

test('each language has an llms.txt in its words that links its pages and its posts as Markdown', async ({
  request,
}) => {
  for (const { folder, site, ui, posts } of LANGUAGES) {
    const response = await request.get(`${folder}llms.txt`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8')
    const text = await response.text()
    expect(unescaped(text)).toMatch(
      new RegExp(
        `^# ${escapeRegExp(site.identity.fullName)}\n\n> ${escapeRegExp(site.identity.tagline)}\n`,
      ),
    )
    expect(unescaped(text)).toContain(`## ${ui.nav.resume}\n`)
    const links = ownLinks(text)
    expect(links).toEqual(
      expect.arrayContaining([`${folder}about`, `${folder}resume.pdf`, `${folder}resume.json`]),
    )
    expect(links.filter((link) => link.endsWith('.md'))).toEqual(
      posts.map((post) => `${folder}blog/${post.slug}.md`),
    )
    for (const link of links) expect((await request.get(link)).status(), link).toBe(200)
  }
})

test("each post's Markdown is served as Markdown: its title, then its text, and its links answer", async ({
  request,
}) => {
  needs(DEFAULT_LANGUAGE.posts[0], 'needs a post')
  for (const { folder, posts } of LANGUAGES)
    for (const post of posts) {
      const response = await request.get(`${folder}blog/${post.slug}.md`)
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8')
      const text = await response.text()
      expect(unescaped(text.split('\n')[0] ?? '')).toBe(`# ${post.title}`)
      // Its pictures, and its links to the site's pages and projects.
      for (const link of ownLinks(text)) expect((await request.get(link)).status(), link).toBe(200)
    }
})
