import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { SITE_ORIGIN } from '../../src/content/deploy.ts'
import { startServer } from '../../scripts/serve.mjs'
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES } from './content.ts'
import {
  expect,
  followBrokenLink,
  hydrated,
  PAGES,
  ROUTES,
  test,
  TRANSLATED_PAGES,
  twinsOf,
} from './fixtures.ts'

let dist = ''
let server: Awaited<ReturnType<typeof startServer>>['server']
let root = ''

test.describe.configure({ mode: 'serial', timeout: 120_000 })

// A second build with BASE_PATH=/ (a custom domain) in a folder of its own, so dist/client stays
// as the other tests expect. It lives inside the project: the server bundle imports node_modules.
test.beforeAll(async () => {
  // A whole build, both languages and the search index, beside the other tests' browsers.
  test.setTimeout(180_000)
  dist = mkdtempSync(join('dist', 'root-build-'))
  const env = { ...process.env, BASE_PATH: '/', SITE_ORIGIN, DIST_DIR: dist }
  execFileSync(process.execPath, ['scripts/build.mjs'], { env, stdio: 'pipe' })
  const started = await startServer({ root: join(dist, 'client'), port: 0 })
  server = started.server
  root = started.url
})

test.afterAll(() => {
  server?.close()
  if (dist) rmSync(dist, { recursive: true, force: true })
})

test('the site serves from the root: every route, asset and head link', async ({ page }) => {
  expect(new URL(root).pathname).toBe('/')
  const failed: string[] = []
  const paths: string[] = []
  page.on('response', (response) => {
    paths.push(new URL(response.url()).pathname)
    if (response.status() >= 400) failed.push(response.url())
  })
  for (const route of ROUTES) {
    await page.goto(root + route.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_ORIGIN}/${route.path}`,
    )
    await hydrated(page)
  }
  expect(failed).toEqual([])
  // Every address asked for is the root build's own: none under a base path, whichever the owner's.
  const client = join(dist, 'client')
  const inBuild = (path: string) =>
    [path, `${path}.html`].some((file) => existsSync(join(client, decodeURIComponent(file))))
  expect(paths.filter((path) => !inBuild(path))).toEqual([])
  expect(paths.some((path) => path.startsWith('/assets/'))).toBe(true)
})

test('the sitemap, robots.txt and manifest use the root', async ({ request }) => {
  const sitemap = await (await request.get(`${root}sitemap.xml`)).text()
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  const paths = new Set([...PAGES, ...TRANSLATED_PAGES].map((route) => route.defaultPath))
  expect(locs.sort()).toEqual(
    [...paths]
      .flatMap((path) => twinsOf(path).map(({ folder }) => `${SITE_ORIGIN}/${folder}${path}`))
      .sort(),
  )
  expect(await (await request.get(`${root}robots.txt`)).text()).toContain(
    `Sitemap: ${SITE_ORIGIN}/sitemap.xml`,
  )
  const manifest = JSON.parse(readFileSync(join(dist, 'client/manifest.webmanifest'), 'utf8'))
  expect(manifest.start_url).toBe('/')
  const icon = await request.get(`${root}${manifest.icons[0].src.slice(1)}`)
  expect(icon.status()).toBe(200)
  for (const { folder } of OTHER_LANGUAGES) {
    const path = join(dist, 'client', folder, 'manifest.webmanifest')
    const translated = JSON.parse(readFileSync(path, 'utf8'))
    expect(translated.start_url).toBe(`/${folder}`)
    expect(translated.icons[0].src).toBe(manifest.icons[0].src)
  }
})

// At the root, the default language's pages lie outside every other language's folder: its
// link loads them as documents, never as pages of the other language's app.
for (const language of OTHER_LANGUAGES)
  test(`from ${language.code} at the root, the language switch leads to the default's page`, async ({
    page,
  }) => {
    const about = ROUTES.find((route) => route.path === 'about')
    if (!about) throw new Error('every site has an About page')
    await page.goto(`${root}${language.folder}about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.site.about.heading)
    await page
      .getByRole('navigation', { name: language.ui.languages })
      .getByRole('link', { name: DEFAULT_LANGUAGE.name })
      .click()
    await expect(page).toHaveURL(`${root}about`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading)
    await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE.code)
  })

test.describe('an unknown path at the root', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('gets the home screen with status 404', async ({ page }) => {
    const response = await page.goto(`${root}missing/page`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
    await hydrated(page)
  })

  for (const language of OTHER_LANGUAGES)
    test(`a broken link among the ${language.code} pages leads to its home screen, and Back returns`, async ({
      page,
    }) => {
      await followBrokenLink(page, `${root}${language.folder}about`)
      await expect(page).toHaveURL(`${root}${language.folder}nope`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        language.site.identity.fullName,
      )
      await expect(page.locator('html')).toHaveAttribute('lang', language.code)
      await page.goBack()
      await expect(page).toHaveURL(`${root}${language.folder}about`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.site.about.heading)
    })
})
