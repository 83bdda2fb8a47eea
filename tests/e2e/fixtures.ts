import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test'
import sharp from 'sharp'
import { violationsInBothThemes } from '../../scripts/check/axe.mjs'
import { recordCspViolations } from '../../scripts/check/csp.mjs'
import { deployTarget } from '../../src/content/deploy.ts'
import { languages } from '../../src/content/languages.ts'
import { NAVIGATION_MARK } from '../../src/lib/marks.ts'
import { fill, fillTitle } from '../../src/lib/fill.ts'
import { picturePlace } from '../../src/theme/share-image.ts'
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  OTHER_LANGUAGES,
  site,
  ui,
  type BuiltLanguage,
} from './content.ts'

// The base path and published address the build was made for.
export const { base: BASE, url: SITE_URL } = deployTarget()

type Options = { allowedHosts: string[]; allowedConsoleErrors: RegExp[]; waitForApp: boolean }

// Every test that opens a page also proves: no console error, no Content-Security-Policy
// violation, and no request leaves the site's origin except to hosts a test names (the form
// provider, intercepted) and the analytics provider site.ts chooses, whose tracker is answered here
// with nothing. A test that only fetches files (request) opens no page.
const { analytics } = site
const trackerHost = analytics.provider === 'none' ? undefined : new URL(analytics.host)
export const test = base.extend<Options>({
  allowedHosts: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  // Off for tests of the page before the app runs (its scripts held back or blocked).
  waitForApp: [true, { option: true }],
  page: async (
    { page, allowedHosts, allowedConsoleErrors, javaScriptEnabled, waitForApp },
    use,
  ) => {
    const errors: string[] = []
    const outside: string[] = []
    const violations = await recordCspViolations(page)
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(text)))
        errors.push(text)
    })
    page.on('pageerror', (error) => {
      if (!allowedConsoleErrors.some((re) => re.test(error.message))) errors.push(error.message)
    })
    if (trackerHost)
      await page.route(`${trackerHost.origin}/**`, (route) => route.fulfill({ body: '' }))
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url())
      if (protocol === 'data:' || protocol === 'blob:') return
      if (hostname === trackerHost?.hostname) return
      if (hostname !== 'localhost' && !allowedHosts.includes(hostname)) outside.push(request.url())
    })
    // The app runs once the page has painted (document/inline-scripts.ts). A test acts when it has
    // hydrated, unless JavaScript is off; tests of the page before that use page.route to hold it.
    if (javaScriptEnabled && waitForApp) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated(page)
        return response
      }
    }
    await use(page)
    expect(outside, 'requests that left the origin').toEqual([])
    expect(errors, 'console errors').toEqual([])
    expect(violations, 'CSP violations').toEqual([])
  },
})

export { expect, recordCspViolations }

// Paths are relative to baseURL (…/react-portfolio/), so '' is Home; the other languages' pages
// are under <folder> (fi/), each with its default-language twin's path.
// The blog's pages in a language: its list, each post and each tag its posts use; none without posts.
const blogPathsOf = ({ posts }: BuiltLanguage) =>
  posts.length === 0
    ? []
    : [
        'blog',
        ...posts.map((post) => `blog/${post.slug}`),
        ...new Set(posts.flatMap((post) => post.tags.map((tag) => `blog/tags/${tag}`))),
      ]

/** The languages that have a page: all but for the blog's, which only those with its posts have. */
export const twinsOf = (path: string) =>
  LANGUAGES.filter((language) => !path.startsWith('blog') || blogPathsOf(language).includes(path))

// The languages that have the page, each at its address, and x-default: every language but for a
// post and the blog's lists, and none at all for a page only one language has.
export function expectedAlternates(twin: string) {
  const twins = twinsOf(twin)
  return twins.length < 2
    ? []
    : [
        ...twins.map(({ code, folder }) => [code, SITE_URL + folder + twin]),
        ['x-default', SITE_URL + (twins[0]?.folder ?? '') + twin],
      ]
}

function pagesOf(language: BuiltLanguage) {
  const { folder, site, ui, posts } = language
  const name = site.identity.fullName
  const page = (path: string, heading: string, title: string, description: string) => ({
    path: folder + path,
    defaultPath: path,
    heading,
    title: fillTitle(title, { name }),
    description,
    /** Whether the app opens it as a document of its own (its policy differs). */
    document: false,
  })
  const label = (id: string) => site.tags[id] ?? id
  // Each with the name its link has in the menu, Home first.
  type MenuPage = ReturnType<typeof page> & { nav: string }
  const routes: [MenuPage, ...MenuPage[]] = [
    { ...page('', name, '{name}', site.home.description), nav: ui.nav.home },
    ...(site.projects.length > 0
      ? [
          {
            ...page(
              'portfolio',
              ui.portfolio.heading,
              ui.titles.portfolio,
              site.portfolio.description,
            ),
            nav: ui.nav.portfolio,
          },
        ]
      : []),
    ...(posts.length > 0
      ? [
          {
            ...page('blog', ui.blog.heading, ui.titles.blog, site.blog?.description ?? ''),
            nav: ui.nav.blog,
          },
        ]
      : []),
    {
      ...page('about', site.about.heading, ui.titles.about, site.about.description),
      nav: ui.nav.about,
    },
    {
      ...page('resume', ui.resume.heading, ui.titles.resume, site.resume.description),
      nav: ui.nav.resume,
    },
    {
      ...page('contact', ui.contact.heading, ui.titles.contact, site.contact.description),
      nav: ui.nav.contact,
    },
    {
      ...page('search', ui.search.heading, ui.titles.search, fill(ui.search.description, { name })),
      nav: ui.nav.search,
      document: true,
    },
  ]
  // Each project's own page, reached from the grid.
  const projects = site.projects.map((project) =>
    page(
      `portfolio/${project.slug}`,
      project.title,
      fill(ui.titles.project, { project: project.title }),
      project.description,
    ),
  )
  // Each post's page, and each tag's list of posts.
  const blog = [
    ...posts.map((post) =>
      page(
        `blog/${post.slug}`,
        post.title,
        fill(ui.titles.post, { post: post.title }),
        post.description,
      ),
    ),
    ...blogPathsOf(language)
      .filter((path) => path.startsWith('blog/tags/'))
      .map((path) => {
        const tag = label(path.slice('blog/tags/'.length))
        return page(
          path,
          fill(ui.blog.tagged, { tag }),
          fill(ui.titles.blogTag, { tag }),
          fill(ui.blog.taggedDescription, { tag, name }),
        )
      }),
  ]
  // The grid filtered by each tag, at a page of its own.
  const tags = Object.entries(site.tags)
    .filter(([tag]) => site.projects.some((project) => project.tags.includes(tag)))
    .map(([tag, label]) =>
      page(
        `portfolio/tags/${tag}`,
        ui.portfolio.heading,
        fill(ui.titles.tag, { tag: label }),
        fill(ui.portfolio.tagDescription, { tag: label, name }),
      ),
    )
  // One page of each kind, for the checks that look at how a kind of page is built rather than
  // at what each page says: every route, and the first project, project tag, post and post tag.
  const samples = [
    ...routes,
    ...[tags[0], projects[0], blog[0], blog[posts.length]].filter((entry) => entry !== undefined),
  ]
  return { routes, projects, tags, blog, samples }
}

const defaultPages = pagesOf(DEFAULT_LANGUAGE)
export const ROUTES = defaultPages.routes
/** A page of the menu to go to from Home or About: the portfolio, or without projects the next. */
export const ANOTHER_PAGE = ROUTES.find(
  ({ path }) => path !== '' && path !== 'about',
) as (typeof ROUTES)[number]
export const PROJECT_ROUTES = defaultPages.projects
export const TAG_ROUTES = defaultPages.tags
/** Each post's page and each tag's, in the default language. */
export const BLOG_PAGES = defaultPages.blog
// Every page the site publishes in its default language, in the order of the route table.
export const PAGES = [...ROUTES, ...TAG_ROUTES, ...PROJECT_ROUTES, ...BLOG_PAGES]
/** The pages of every other language. */
export const TRANSLATED_PAGES = OTHER_LANGUAGES.flatMap((language) => {
  const { routes, projects, tags, blog } = pagesOf(language)
  return [...routes, ...tags, ...projects, ...blog].map((page) => ({ ...page, language }))
})
/** One page of each kind in every language: the default's first. */
export const SAMPLE_PAGES = LANGUAGES.flatMap((language) =>
  pagesOf(language).samples.map((page) => ({ ...page, language })),
)

/**
 * What a test is about, when the owner may have left it out (a second project, a network): the
 * test is skipped without it. The shipped example has everything, so there nothing is skipped.
 */
export function needs<T>(value: T | null | undefined, reason: string): T {
  test.skip(value == null, reason)
  return value as T
}

/** A text as a pattern that matches it literally: owners' words may hold `+`, `(` or `?`. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A text as React writes it into HTML: `Q&A` is `Q&amp;A` in the raw page. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/** The grid's projects: each item with its title as a heading (the tags' items have none). */
export const projectCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) })

/**
 * What an element looks like on screen: the colour of its pixel at (x, y) from its top left, and
 * how many colours it shows inside a margin of `inset` pixels.
 */
export async function drawn(element: Locator) {
  const { data, info } = await sharp(await element.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const at = (x: number, y: number) => {
    const i = (Math.round(y) * width + Math.round(x)) * info.channels
    return [...data.subarray(i, i + 3)].join()
  }
  const coloursWithin = (inset: number) =>
    new Set(
      Array.from({ length: width - 2 * inset }, (_, x) =>
        Array.from({ length: height - 2 * inset }, (_, y) => at(x + inset, y + inset)),
      ).flat(),
    ).size
  return { at, coloursWithin, width, height }
}

/**
 * A share image the site publishes, checked as a link preview takes it: a JPEG of 1200×630, at
 * most 300 KB (WhatsApp drops a preview over that). Its bytes, for what it shows.
 */
export async function shareImage(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.headers()['content-type'], path).toBe('image/jpeg')
  const body = await response.body()
  expect(await sharp(body).metadata(), path).toMatchObject({ width: 1200, height: 630 })
  expect(body.length, path).toBeLessThanOrEqual(300 * 1024)
  return body
}

/**
 * How far a share image's picture place is from a picture of the content (src/content/…), cut to
 * fill it: the mean difference of their channels, 0 to 255, both made small. The picture shown
 * there is within about 10 of it (where it is transparent, the image shows its background through
 * it); another picture, or text on the background, 20 or more.
 */
export async function pictureDistance(png: Buffer, picture: string) {
  const { left, top, width, height } = picturePlace(languages[0]?.dir)
  const small = { width: Math.round(width / 10), height: Math.round(height / 10) }
  const [shown, source] = await Promise.all([
    sharp(png).extract({ left, top, width, height }).resize(small).removeAlpha().raw().toBuffer(),
    sharp(`src/content/${picture}`)
      .rotate()
      .resize({ width, height, fit: 'cover' })
      .resize(small)
      .removeAlpha()
      .raw()
      .toBuffer(),
  ])
  return shown.reduce((sum, value, i) => sum + Math.abs(value - (source[i] ?? 0)), 0) / shown.length
}

/** Opens `from` and follows a link on it to a page that is not there, as a post may have one. */
export async function followBrokenLink(page: Page, from: string) {
  await page.goto(from)
  await page
    .getByRole('main')
    .evaluate((main) => main.insertAdjacentHTML('beforeend', '<a href="nope">broken</a>'))
  await page.getByRole('link', { name: 'broken' }).click()
}

/** Holds the answer to an address until `release` is called: a slow network, on cue. */
export async function holdAnswer(page: Page, path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Home, its page woken, with Contact's page held by the network until `release`: `goToContact`
 * follows Home's link to it, and `loadingLine` is the line a page slow to come shows.
 */
export async function homeWithContactHeld(page: Page) {
  const release = await holdAnswer(page, `${BASE}contact`)
  await page.goto('')
  await hydrated(page)
  const goToContact = () =>
    page.getByRole('main').getByRole('link', { name: ui.home.contact, exact: true }).click()
  return { release, goToContact, loadingLine: page.locator('body > .progress-line') }
}

/** A page as print lays it out: as wide as A4 between the margins of styles/print.css. */
export async function asPrinted(page: Page) {
  await page.setViewportSize({ width: 680, height: 960 })
  await page.emulateMedia({ media: 'print' })
}

// The page is all there once moving between pages works in place (a mark src/browser/entry.ts
// sets) and each island due without scrolling has woken (data-awake): looked for at every frame,
// so a test goes on as soon as both hold.
export const hydrated = (page: Page) =>
  page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length === 1 &&
      [...document.querySelectorAll('[data-island]:not([data-wake="visible"])')].every((island) =>
        island.hasAttribute('data-awake'),
      ),
    NAVIGATION_MARK,
  )

/**
 * Every picture on the page that has loaded shows in its own shape (but those cut to fill their
 * box on purpose, with object-fit: cover): none is squeezed or stretched.
 */
export async function expectPicturesInShape(page: Page) {
  const misshapen = await page.locator('img').evaluateAll((images: HTMLImageElement[]) =>
    images
      .filter((img) => img.complete && img.naturalWidth > 0 && img.clientHeight > 0)
      .filter((img) => getComputedStyle(img).objectFit !== 'cover')
      .map((img) => ({
        src: img.currentSrc,
        shown: img.clientWidth / img.clientHeight,
        own: img.naturalWidth / img.naturalHeight,
      }))
      .filter(({ shown, own }) => Math.abs(shown / own - 1) > 0.02),
  )
  expect(misshapen).toEqual([])
}

/**
 * The texts inside `boxes` whose lines run past their box's edge (the inner edge of its padding,
 * when `padded`), as the start of each. With `clipping`, only boxes that hide what
 * overflows them count, where a line past the edge is cut off: not an address cut short with an
 * ellipsis on purpose, nor a box of a pixel, which holds what only a screen reader reads. Text a
 * screen reader alone reads is left out. Run in the page: `locator.evaluateAll(linesPast, …)`.
 */
export function linesPast(
  boxes: Element[],
  { padded = false, clipping = false }: { padded?: boolean; clipping?: boolean } = {},
): string[] {
  return boxes.flatMap((box) => {
    const style = getComputedStyle(box)
    const edges = box.getBoundingClientRect()
    if (clipping && (!/hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis'))
      return []
    if (clipping && (edges.width <= 1 || edges.height <= 1)) return []
    const inset = (side: string) => (padded ? parseFloat(side) : 0)
    const left = edges.left + inset(style.paddingLeft)
    const right = edges.right - inset(style.paddingRight)
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    const past: string[] = []
    while (walker.nextNode()) {
      const text = walker.currentNode
      const parent = text.parentElement
      if (!text.textContent?.trim() || !parent) continue
      if (parent.closest('.visually-hidden, [aria-hidden="true"]')) continue
      if (getComputedStyle(parent).textOverflow === 'ellipsis') continue
      const line = document.createRange()
      line.selectNodeContents(text)
      if ([...line.getClientRects()].some((rect) => rect.right > right + 1 || rect.left < left - 1))
        past.push(text.textContent.trim().slice(0, 40))
    }
    return past
  })
}

/**
 * The words inside `boxes` that the browser broke across two lines, as they read. A word ends at a
 * space or a hyphen, soft or not, where a line may end. Run in the page:
 * `locator.evaluateAll(wordsBroken)`.
 */
export function wordsBroken(boxes: Element[]): string[] {
  return boxes.flatMap((box) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT)
    while (walker.nextNode()) {
      const text = walker.currentNode
      // Words for screen readers alone stand in a box a pixel wide.
      if (text.parentElement?.closest('.visually-hidden')) continue
      // The line a letter ends on: after a soft hyphen, a letter's boxes begin with the hyphen
      // drawn at the end of the line before.
      const lineOf = (at: number) => {
        const range = document.createRange()
        range.setStart(text, at)
        range.setEnd(text, at + 1)
        return Math.round([...range.getClientRects()].at(-1)?.top ?? 0)
      }
      for (const word of text.textContent?.matchAll(/[^\s\-‐–—\u00ad]+/gu) ?? [])
        if (lineOf(word.index) !== lineOf(word.index + word[0].length - 1)) broken.push(word[0])
    }
    return broken
  })
}

/**
 * The visitor has chosen the browser's largest text: 24px (Chromium's "Very large"), not 16px; or
 * `standard` px, as a phone's own text scaling sets it (Android's goes to 200 % and past).
 */
export async function chooseLargestText(page: Page, standard = 24) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.setFontSizes', { fontSizes: { standard } })
}

/** Opens the menu and follows its link named `name`, as a visitor does. */
export async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: ui.menu, exact: true }).click()
  await page
    .getByRole('navigation', { name: ui.mainNavigation, exact: true })
    .getByRole('link', { name, exact: true })
    .click()
}

/**
 * Whether the browser tells assistive technology that the menu is expanded: read from Chromium's
 * accessibility tree, where a popover's invoker reports it natively (no aria-expanded needed).
 */
export async function menuExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value: string }
      name?: { value: string }
      properties?: { name: string; value: { value: unknown } }[]
    }[]
  }
  await cdp.detach()
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === ui.menu)
  const expanded = button?.properties?.find((property) => property.name === 'expanded')
  return expanded?.value.value as boolean | undefined
}

/** The layout shifts of the page so far, summed: 0 when nothing has moved. */
export const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[]
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)))
      }),
  )

/**
 * What axe finds serious or critical on each page, in the light theme it opens in and in the dark
 * one (scripts/check/axe.mjs), by the page's path: `{}` when nothing. The test's time grows with
 * the pages, 3 s each.
 */
export async function axeOnEach(page: Page, paths: readonly string[]) {
  test.setTimeout(30_000 + paths.length * 3_000)
  const found: Record<string, string[]> = {}
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    const violations = await violationsInBothThemes(page)
    if (violations.length > 0) found[`/${path}`] = violations
    // The toggle stored dark: the next page opens in the system's light again.
    await page.evaluate(() => localStorage.removeItem('theme'))
  }
  return found
}
