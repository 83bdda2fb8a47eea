// The whole built site, every page of every language, checked in one pass for what an owner's
// content can break (scripts/check.mjs prints what this finds).
import { readdir, readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs'
import { startServer } from '../serve.mjs'
import { BUDGET, pageOf, pageSizes } from '../sizes.mjs'
import { fieldOf } from './fields.mjs'
import { fontShift } from './fonts.mjs'
import { checkPage } from './page.mjs'

// Two tabs a core keep each core busy while a tab waits on its server, its fonts or its islands:
// on one core two tabs took 102 s and four 143 s, on two cores four took 60 s and two 68 s.
const PAGES_AT_ONCE = 2 * availableParallelism()

// The language whose folder holds the page: the deepest that does.
const languageOf = (languages, path) =>
  languages
    .filter(({ folder }) => path.startsWith(folder))
    .sort((a, b) => b.folder.length - a.folder.length)[0]

// A word of the language's own that its search finds: from its About page.
const wordOf = (language) =>
  (language.site.about.intro.match(/\p{L}{6,}/u) ?? [language.site.about.heading])[0]

async function inTurn(items, count, work) {
  const queue = [...items]
  const worker = async () => {
    while (queue.length > 0) await work(queue.shift())
  }
  await Promise.all(Array.from({ length: count }, worker))
}

/**
 * The problems of the build in `dist` (its client/ folder, content.json and page-scripts.json):
 * of `pages` (paths below the base path, e.g. 'fi/about'), or of every page. `onPage` is told as
 * each is done.
 * @param {{ dist?: string, pages?: string[], onPage?: (path: string) => void }} [options]
 * @returns {Promise<{ page: string, message: string, file?: string, field?: string }[]>}
 */
export async function checkSite({ dist = 'dist', pages, onPage = () => {} } = {}) {
  const root = join(dist, 'client')
  const [{ languages }, scripts] = await Promise.all(
    ['content.json', 'page-scripts.json'].map(async (file) =>
      JSON.parse(await readFile(join(dist, file), 'utf8')),
    ),
  )
  const paths = pages ?? Object.keys(scripts)
  const [defaults] = languages
  const names = [...languages.map((language) => language.name), 'JSON Resume']
  const { analytics } = defaults.site
  const tracker = analytics.provider === 'none' ? undefined : new URL(analytics.host)
  const found = []
  const add = (page, message, where) => found.push({ page, message, ...where })

  const { server, url: home } = await startServer({ root, port: 0 })
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  // Each page in a browser of its own, as a new visitor: nothing stored by another page. The
  // analytics tracker, when there is one, is answered here with nothing.
  const newContext = async (options) => {
    const context = await browser.newContext({ colorScheme: 'light', ...options })
    if (tracker) await context.route(`${tracker.origin}/**`, (route) => route.fulfill({ body: '' }))
    return context
  }
  // A theme's web fonts are published as files of their own; the system's faces are not.
  const assets = await readdir(join(root, 'assets')).catch(() => [])
  const withWebFonts = assets.some((file) => file.endsWith('.woff2'))

  const named = new Map()
  const pictures = new Map()
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  try {
    await inTurn(paths, PAGES_AT_ONCE, async (path) => {
      const language = languageOf(languages, path)
      const visit = await checkPage(newContext, {
        url: home + path,
        language,
        defaults: language === defaults ? undefined : defaults,
        names,
        word: wordOf(language),
        allowedHosts: tracker ? [tracker.hostname] : [],
      })
      for (const message of visit.problems) add(path, message)
      for (const { url, by } of visit.addresses)
        if (!named.has(url)) named.set(url, { path, by, language })
      pictures.set(path, visit.pictures)

      const file = join(root, path, 'index.html')
      const report = await validator.validateFile(file)
      for (const { line, column, ruleId, message } of report.results.flatMap((r) => r.messages))
        add(path, `HTML ${line}:${column} ${ruleId}: ${message}`)

      const sizes = await pageSizes(root, scripts[path], pageOf(path))
      const awake = scripts[path].islands.length > 0
      if (sizes.beforeLoad > BUDGET.page)
        add(path, `JavaScript before load is ${sizes.beforeLoad} B, over its ${BUDGET.page} B`)
      if (awake ? sizes.awake > BUDGET.awake : sizes.all > BUDGET.page)
        add(path, `JavaScript is over its budget: ${awake ? sizes.awake : sizes.all} B`)
      if (sizes.css > BUDGET.css) add(path, `CSS is ${sizes.css} B, over its ${BUDGET.css} B`)

      if (withWebFonts) {
        const shift = await fontShift(await newContext(), home + path)
        if (shift > 0) add(path, `the page moves as the theme's fonts arrive (CLS ${shift})`)
      }
      onPage(path)
    })

    for (const [url, { path, by, language }] of named) {
      if (!url.startsWith(new URL(home).origin)) continue
      const where = addressField(languages, language, path, url)
      if (!url.startsWith(home)) {
        add(path, `a ${by} leads out of the site's base path: ${url}`, where)
        continue
      }
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null)
      if (response?.status !== 200)
        add(
          path,
          `a ${by} leads nowhere (${response?.status ?? 'no answer'}): ${new URL(url).pathname}`,
          where,
        )
    }

    // A picture described in the default language must be described in every language.
    for (const [path, shown] of pictures) {
      const language = languageOf(languages, path)
      if (language === defaults) continue
      const twin = pictures.get(path.slice(language.folder.length)) ?? []
      for (const { src, alt } of shown) {
        const described = twin.find((picture) => picture.src === src)?.alt
        if (alt.trim() === '' && described)
          add(path, `a picture has no alt text ("${described}" in ${defaults.name})`, {
            ...fieldOf(languages, defaults.code, (text) => text === described),
            file: `src/content/words/${language.code}.ts`,
          })
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  return found
}

// A link to a page that is not there: on a post's page, the post (what else a post's page links,
// the build made from pages it has); elsewhere, the field that names it.
function addressField(languages, language, path, url) {
  const post = language.posts.find(
    (candidate) => path === `${language.folder}blog/${candidate.slug}`,
  )
  if (post) return { file: post.file }
  const { pathname } = new URL(url)
  return fieldOf(languages, language.code, (text) => text !== '/' && pathname.endsWith(text)) ?? {}
}
