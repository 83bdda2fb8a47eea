import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { build } from 'vite'
import { COLOUR_RULES, seriousViolations } from '../../scripts/check/axe.mjs'
import type { Comments } from '../../src/content-model/schema.ts'
import { PostComments } from '../../src/components/comments.tsx'
import { contentSecurityPolicy, scriptHash } from '../../src/document/csp.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, type BuiltLanguage } from './content.ts'
import { BASE, escapeHtml, expect, layoutShift, needs, test } from './fixtures.ts'

// Comments through Giscus, as an owner would turn them on in site.ts. The site is not built again:
// its pages are served as the build would write them with comments on (the same component renders
// the place for them, the same function makes the policy), and their script is built here from
// src/browser/comments.ts, as the build makes it when they are on. Giscus answers from here with a
// page that notes what the site tells it. Nothing leaves the machine.
type Giscus = Extract<Comments, { provider: 'giscus' }>
const GISCUS: Giscus = {
  provider: 'giscus',
  repo: 'mika/portfolio',
  repoId: 'R_kgDOtest',
  category: 'Comments',
  categoryId: 'DIC_kwDOtest',
}
const SCRIPT = `${BASE}__comments/comments.js`
// Giscus's frame, as its page: it keeps the last message the site sent it.
const FRAME = `<!doctype html><title>Giscus</title><p>Comments</p>
<script>addEventListener('message', (event) => { window.lastMessage = event.data })</script>`

let script = ''
test.beforeAll(async () => {
  test.setTimeout(60_000)
  script = mkdtempSync(join('dist', 'comments-'))
  await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      outDir: script,
      lib: { entry: 'src/browser/comments.ts', formats: ['es'], fileName: 'comments' },
    },
  })
})
test.afterAll(() => rmSync(script, { recursive: true, force: true }))

// A built page with comments on: the policy of every page allows Giscus's frame, and a post ends
// with the place for its comments.
function withComments(
  html: string,
  comments: Giscus,
  language: BuiltLanguage,
  { slug, filler = '' }: { slug?: string; filler?: string },
) {
  const place = slug
    ? renderToStaticMarkup(
        createElement(PostComments, {
          comments,
          slug,
          language: language.code,
          text: language.ui.comments,
          newTab: language.ui.opensInNewTab,
        }),
      )
    : ''
  const page = html
    .replace('<html ', `<html data-comments-script="${SCRIPT}" `)
    .replace(/<\/article>(?![\s\S]*<\/article>)/, `${filler}${place}</article>`)
  const inline = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  const policy = contentSecurityPolicy({
    scriptHashes: inline.map(([, code]) => scriptHash(code ?? '')),
    frames: ['https://giscus.app'],
  })
  return page.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")[^"]*/,
    (_, start: string) => start + escapeHtml(policy),
  )
}

const languageOf = (path: string) =>
  [...LANGUAGES].reverse().find(({ folder }) => path.startsWith(`${BASE}${folder}`)) ??
  DEFAULT_LANGUAGE

// Screens of text before a post's comments, whatever the owner's posts are like.
const LONG_POST = '<p>A paragraph of a long post.</p>'.repeat(200)

async function serveWith(
  context: BrowserContext,
  comments: Giscus,
  frames: string[],
  { filler = '' } = {},
) {
  // Every page (an address without a file's extension), as a visit or as a page swap fetches it.
  await context.route(
    (url) => url.pathname.startsWith(BASE) && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch()
      const { pathname } = new URL(route.request().url())
      const slug = /\/blog\/([^/]+)\/?$/.exec(pathname)?.[1]
      const post = slug && !pathname.includes('/blog/tags/') ? slug : undefined
      const body = withComments(await response.text(), comments, languageOf(pathname), {
        slug: post,
        filler,
      })
      await route.fulfill({ response, body })
    },
  )
  await context.route(`**${BASE}__comments/*`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(
        join(script, new URL(route.request().url()).pathname.split('/').pop() ?? ''),
      ),
    }),
  )
  await context.route('https://giscus.app/**', (route) => {
    frames.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: FRAME })
  })
}

const { posts } = DEFAULT_LANGUAGE
const firstPost = () => needs(posts[0], 'comments need a post')
const place = (page: Page) => page.locator('[data-comments]')

test.describe('comments on', () => {
  test.use({ allowedHosts: ['giscus.app'] })

  test("load as the reader comes within a screen of them, never before, with the post's own discussion", async ({
    page,
    context,
  }) => {
    const frames: string[] = []
    await serveWith(context, GISCUS, frames, { filler: LONG_POST })
    const post = firstPost()
    await page.goto(`blog/${post.slug}`)
    const height = await page.evaluate(() => innerHeight)
    const top = await place(page).evaluate(
      (element) => element.getBoundingClientRect().top + scrollY,
    )
    // Further than a screen below the bottom of the screen: nothing is asked of Giscus.
    await page.evaluate((y) => scrollTo(0, y), Math.max(0, top - 2.5 * height))
    await page.evaluate(() => new Promise(requestAnimationFrame))
    await expect(page.locator('giscus-widget')).toHaveCount(0)
    expect(frames).toEqual([])
    // Within a screen of it.
    await page.evaluate((y) => scrollTo(0, y), top - 1.5 * height)
    await expect(page.locator('giscus-widget')).toHaveCount(1)
    await expect.poll(() => frames.length).toBe(1)
    // Last on the page, they move nothing as they arrive.
    expect(await layoutShift(page)).toBe(0)
    const frame = new URL(frames[0] ?? '')
    expect(frame.origin + frame.pathname).toBe('https://giscus.app/en/widget')
    expect(Object.fromEntries(frame.searchParams)).toMatchObject({
      repo: 'mika/portfolio',
      repoId: 'R_kgDOtest',
      category: 'Comments',
      categoryId: 'DIC_kwDOtest',
      term: post.slug,
      strict: '1',
    })
  })

  test("with load: 'click', nothing is asked of Giscus until the reader presses the button", async ({
    page,
    context,
  }) => {
    const frames: string[] = []
    await serveWith(context, { ...GISCUS, load: 'click' }, frames)
    await page.goto(`blog/${firstPost().slug}`)
    await place(page).scrollIntoViewIfNeeded()
    const show = page.getByRole('button', { name: DEFAULT_LANGUAGE.ui.comments.show })
    await expect(show).toBeVisible()
    expect(frames).toEqual([])
    await show.click()
    await expect(show).toHaveCount(0)
    await expect.poll(() => frames.length).toBe(1)
  })

  test('the frame follows the theme toggle', async ({ page, context }) => {
    const frames: string[] = []
    await serveWith(context, GISCUS, frames)
    await page.goto(`blog/${firstPost().slug}`)
    await place(page).scrollIntoViewIfNeeded()
    await expect.poll(() => frames.length).toBe(1)
    const before = await page.evaluate(() => document.documentElement.dataset.theme)
    const after = before === 'dark' ? 'light' : 'dark'
    expect(new URL(frames[0] ?? '').searchParams.get('theme')).toBe(before)
    const giscus = () => page.frames().find((frame) => frame.url().startsWith('https://giscus.app'))
    // The widget speaks to its frame once the frame has loaded.
    await expect.poll(() => giscus()?.evaluate(() => 'lastMessage' in window)).toBe(true)
    await page.locator('[data-theme-toggle]').click()
    await expect
      .poll(() =>
        giscus()?.evaluate(
          () =>
            (window as { lastMessage?: { giscus?: { setConfig?: { theme?: string } } } })
              .lastMessage?.giscus?.setConfig?.theme,
        ),
      )
      .toBe(after)
  })

  test('they show again, once, after leaving the post and coming back', async ({
    page,
    context,
  }) => {
    const frames: string[] = []
    await serveWith(context, GISCUS, frames)
    const post = firstPost()
    const other = needs(posts[1], 'a second post to go to')
    await page.goto(`blog/${post.slug}`)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await place(page).scrollIntoViewIfNeeded()
    await expect.poll(() => frames.length).toBe(1)
    await page.getByRole('link', { name: other.title, exact: true }).first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.title)
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await place(page).scrollIntoViewIfNeeded()
    await expect(page.locator('giscus-widget')).toHaveCount(1)
    await expect
      .poll(() => frames.filter((url) => url.includes(`term=${post.slug}`)).length)
      .toBe(2)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test("a post in a language Giscus lacks gets Giscus's English", async ({ page, context }) => {
    const finnish = needs(
      LANGUAGES.find(({ code, posts }) => code === 'fi' && posts.length > 0),
      'a Finnish post',
    )
    const frames: string[] = []
    await serveWith(context, GISCUS, frames)
    await page.goto(`${finnish.folder}blog/${finnish.posts[0]?.slug}`)
    await place(page).scrollIntoViewIfNeeded()
    await expect.poll(() => frames.length).toBe(1)
    expect(new URL(frames[0] ?? '').pathname).toBe('/en/widget')
  })

  // `npm run check` validates every page before the deploy publishes it.
  for (const load of ['visible', 'click'] as const)
    test(`with load: '${load}', the post passes the HTML validator`, async ({ request }) => {
      const path = `blog/${firstPost().slug}`
      const html = withComments(
        await (await request.get(path)).text(),
        { ...GISCUS, load },
        DEFAULT_LANGUAGE,
        {
          slug: firstPost().slug,
        },
      )
      const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(
        html,
        `dist/client/${path}.html`,
      )
      const errors = report.results.flatMap(({ messages }) =>
        messages.map(({ ruleId, message }) => `${ruleId}: ${message}`),
      )
      expect(errors).toEqual([])
    })

  test("with load: 'click', the post has no serious or critical axe violation, in either theme", async ({
    page,
    context,
  }) => {
    await serveWith(context, { ...GISCUS, load: 'click' }, [])
    await page.goto(`blog/${firstPost().slug}`)
    await place(page).scrollIntoViewIfNeeded()
    await expect(
      page.getByRole('button', { name: DEFAULT_LANGUAGE.ui.comments.show }),
    ).toBeVisible()
    const light = await seriousViolations(page)
    await page.locator('[data-theme-toggle]').click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const dark = await seriousViolations(page, COLOUR_RULES)
    expect({ light, dark }).toEqual({ light: [], dark: [] })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("a link leads to the repository's discussions", async ({ page, context }) => {
      await serveWith(context, GISCUS, [])
      await page.goto(`blog/${firstPost().slug}`)
      await expect(
        place(page).getByRole('link', { name: DEFAULT_LANGUAGE.ui.comments.onGitHub }),
      ).toHaveAttribute('href', 'https://github.com/mika/portfolio/discussions')
    })
  })
})

test('Giscus, and a place for comments, are published only when site.ts turns comments on', async () => {
  const files = readdirSync('dist/client', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|html|css|json|txt|xml)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const naming = files.filter((file) => /giscus/i.test(readFileSync(file, 'utf8')))
  const places = files.filter(
    (file) => file.endsWith('.html') && readFileSync(file, 'utf8').includes('data-comments'),
  )
  if (DEFAULT_LANGUAGE.site.comments.provider === 'none')
    expect({ naming, places }).toEqual({ naming: [], places: [] })
  else expect(naming.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0)
})
