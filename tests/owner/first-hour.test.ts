import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium.mjs'
import { freePort } from '../../scripts/free-port.mjs'
import { seriousViolations } from '../../scripts/check/axe.mjs'
import { startServer } from '../../scripts/serve.mjs'
import { pageOf, pageSizes, partsShown } from '../../scripts/sizes.mjs'
import { freshCopies, type Copy } from '../project-copy.ts'

// An owner's first hour, on copies of the project: edits made the way the README says, then the
// build and every built page in a real browser, or, for a grown site, the whole `npm test` the
// deploy runs. Not part of `npm test` (it takes a quarter of an hour): CI runs it after
// (`npm run test:owner`).

// Entries as the shipped files write them, with prettier's indentation.
const removeBlock = (text: string, start: string) => {
  const at = text.indexOf(start)
  if (at < 0) throw new Error(`no "${start.trim()}" to remove`)
  const indent = start.match(/^\n( *)/)?.[1] ?? ''
  const end = text.indexOf(`\n${indent}},`, at + 1)
  return text.slice(0, at) + text.slice(end + indent.length + 3)
}
const projectFacts = (slug: string) => `\n    {\n      slug: '${slug}',`
const projectWords = (slug: string) => `\n    '${slug}': {`

type Built = {
  languages: {
    code: string
    folder: string
    site: { identity: { fullName: string }; projects: { slug: string; title: string }[] }
  }[]
}
const builtContent = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'dist/content.json'), 'utf8')) as Built

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
})
afterAll(() => browser.close())

type Visit = {
  url: string
  status: number
  title: string
  h1: string
  lang: string
  dir: string
  errors: string[]
  hreflang: string[]
}

// Every page of the sitemap, each language's, as a visitor's browser shows it.
async function visitAll(dir: string): Promise<Visit[]> {
  const { server, url: root } = await startServer({ root: join(dir, 'dist/client'), port: 0 })
  const published = readFileSync(join(dir, 'dist/client/sitemap.xml'), 'utf8')
  const origin = published.match(/<loc>(https?:\/\/[^/]+)/)?.[1] ?? ''
  const base = new URL(root).pathname
  // Each page by its path under the base: '' (Home), 'about', 'fi/portfolio/<slug>'.
  const paths = [...published.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) =>
    (loc ?? '').slice(origin.length + base.length),
  )
  const page = await browser.newPage()
  const visits: Visit[] = []
  try {
    for (const path of paths) {
      const errors: string[] = []
      page.removeAllListeners('console')
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      const response = await page.goto(root + path)
      visits.push({
        url: path,
        status: response?.status() ?? 0,
        title: await page.title(),
        h1: (await page.locator('h1').textContent()) ?? '',
        lang: (await page.locator('html').getAttribute('lang')) ?? '',
        dir: (await page.locator('html').getAttribute('dir')) ?? '',
        errors,
        hreflang: await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? '')),
      })
    }
  } finally {
    await page.close()
    server.close()
  }
  return visits
}

// What axe finds serious or critical on pages of a right-to-left language, in both themes.
async function seriousOnRightToLeft(dir: string, paths: readonly string[]) {
  const { server, url: root } = await startServer({ root: join(dir, 'dist/client'), port: 0 })
  const page = await browser.newPage()
  const found: string[] = []
  try {
    for (const path of paths)
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme })
        await page.goto(root + path)
        for (const { id, nodes } of await seriousViolations(page))
          found.push(`${path} ${colorScheme}: ${id} ${nodes.map((node) => node.target).join(', ')}`)
      }
  } finally {
    await page.close()
    server.close()
  }
  return found
}

// What of the header lies beyond the screen's edges, on each page at each phone width.
async function headerOutside(dir: string, paths: readonly string[], widths: readonly number[]) {
  const { server, url: root } = await startServer({ root: join(dir, 'dist/client'), port: 0 })
  const page = await browser.newPage()
  const found: string[] = []
  try {
    for (const width of widths)
      for (const path of paths) {
        await page.setViewportSize({ width, height: 700 })
        await page.goto(root + path)
        const outside = await page.locator('header a, header button').evaluateAll((controls) =>
          controls
            .filter((control) => {
              const { left, right } = control.getBoundingClientRect()
              return left < 0 || right > document.documentElement.clientWidth
            })
            .map((control) => control.textContent ?? ''),
        )
        for (const control of outside) found.push(`${path} at ${width}px: ${control}`)
      }
  } finally {
    await page.close()
    server.close()
  }
  return found
}

// The résumé's entries at `path` on a phone, right to left, whose dates do not start on the right
// where their title does.
async function datesAside(dir: string, path: string) {
  const { server, url: root } = await startServer({ root: join(dir, 'dist/client'), port: 0 })
  const page = await browser.newPage({ viewport: { width: 390, height: 700 } })
  try {
    await page.goto(root + path)
    const entries = page.getByRole('main').locator('li:has(> div > h3 + span)')
    expect(await entries.count()).toBeGreaterThan(0)
    return await entries.evaluateAll((items) =>
      items
        .filter((item) => {
          const right = (selector: string) =>
            item.querySelector(selector)?.getBoundingClientRect().right
          return Math.abs((right('h3') ?? 0) - (right('h3 + span') ?? 0)) > 1
        })
        .map((item) => item.querySelector('h3')?.textContent ?? ''),
    )
  } finally {
    await page.close()
    server.close()
  }
}

function expectEveryPageWorks(visits: readonly Visit[], owner: string) {
  expect(visits.length).toBeGreaterThan(0)
  for (const visit of visits) {
    expect(visit.status, visit.url).toBe(200)
    expect(visit.errors, visit.url).toEqual([])
    // A post whose title and the owner's name pass 70 characters has its own title alone.
    if (visit.title !== visit.h1) expect(visit.title, visit.url).toContain(owner)
  }
}

// Each language's project page is about that project: its h1 is the project's title in the
// language's words file (keyed by slug), read straight from the copy's source.
function expectProjectPagesMatch(dir: string, visits: readonly Visit[]) {
  for (const { folder, site } of builtContent(dir).languages)
    for (const { slug, title } of site.projects) {
      const visit = visits.find((page) => page.url === `${folder}portfolio/${slug}`)
      expect(visit?.h1, `${folder}portfolio/${slug}`).toBe(title)
    }
}

// A page of the owner's own, as the README writes it: its block that names src/pages/talks.tsx.
function talksPage(dir: string) {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8')
  const [, indent = '', code = ''] =
    [...readme.matchAll(/^( *)```tsx\n([\s\S]*?)^\1```$/gm)].find(([block]) =>
      block.includes('src/pages/talks.tsx'),
    ) ?? []
  if (!code) throw new Error('README.md shows no page src/pages/talks.tsx')
  return code.replaceAll(new RegExp(`^${indent}`, 'gm'), '')
}

const fresh = freshCopies()

// What a build that stops says: its message alone, with no stack trace after it.
function stopMessage(build: () => string) {
  let message = ''
  try {
    build()
  } catch (error) {
    message = (error as Error).message
  }
  expect(message, 'a stack trace after the message').not.toMatch(/^\s+at /m)
  return message
}

describe('an owner on a fresh copy', () => {
  test('(a) makes the site English-only exactly as the README says', async () => {
    const { dir, edit, build } = fresh()
    edit('src/content/languages.ts', (text) => text.replace(/\n *\{ code: 'fi'[^\n]*/, ''))
    rmSync(join(dir, 'src/content/words/fi.ts'))
    for (const post of readdirSync(join(dir, 'src/content/posts')).filter((file) =>
      file.endsWith('.fi.mdx'),
    ))
      rmSync(join(dir, 'src/content/posts', post))
    build()
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Mika Laine')
    expect(visits.some((visit) => visit.url.startsWith('fi/'))).toBe(false)
    expect(visits.every((visit) => visit.lang === 'en' && visit.hreflang.length === 0)).toBe(true)
  })

  test('(b) puts in their own name, email, employers, photo and links, drops a project and two profiles', async () => {
    const { dir, edit, build, unitTests } = fresh()
    edit('src/content/site.ts', (text) =>
      removeBlock(
        text
          .replace("shortName: 'Mika Laine'", "shortName: 'Aino'")
          .replace("fullName: 'Mika Laine'", "fullName: 'Aino Väisänen-Øberg'")
          .replace('mika.laine@example.com', 'aino@vaisanen.dev')
          .replace("photo: 'images/profile.jpg'", "photo: 'images/aino.JPG'")
          .replaceAll('https://github.com/example', 'https://github.com/aino')
          .replace(/\n *twitter: [^\n]*/, '')
          .replace(/\n *facebook: [^\n]*/, '')
          .replace("'repair-shop-cms', ", ''),
        projectFacts('repair-shop-cms'),
      ),
    )
    for (const code of ['en', 'fi'])
      edit(`src/content/words/${code}.ts`, (text) =>
        removeBlock(
          text
            .replaceAll('Northwind Systems', 'Vaisala')
            .replaceAll('Mika Laine', 'Aino Väisänen-Øberg'),
          projectWords('repair-shop-cms'),
        ),
      )
    // Named as a camera names it.
    cpSync(join(dir, 'src/content/images/profile.jpg'), join(dir, 'src/content/images/aino.JPG'))
    // Aino does not write: the example posts go, and the blog with them.
    rmSync(join(dir, 'src/content/posts'), { recursive: true })
    const output = build()
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Aino Väisänen-Øberg')
    expectProjectPagesMatch(dir, visits)
    expect(visits.some((visit) => visit.url.includes('repair-shop-cms'))).toBe(false)
    // The pictures the content no longer names are left out of the build, with a warning.
    const assets = readdirSync(join(dir, 'dist/client/assets'))
    expect(assets.filter((file) => /^(repair-shop-cms|profile)-/.test(file))).toEqual([])
    expect(assets.some((file) => /^aino-/.test(file))).toBe(true)
    expect(output).toContain('src/content/images/projects/repair-shop-cms.png is not named')
    expect(output).toContain('src/content/images/profile.jpg is not named')
    expect(visits.some((visit) => /(^|\/)blog/.test(visit.url))).toBe(false)
    expect(existsSync(join(dir, 'dist/client/blog'))).toBe(false)
    expect(existsSync(join(dir, 'dist/client/rss.xml'))).toBe(false)
    const home = readFileSync(join(dir, 'dist/client/index.html'), 'utf8')
    expect(home).not.toMatch(/href="[^"]*\/blog"/)
    expect(home).not.toContain('application/rss+xml')
    expect(output).toMatch(/src\/content\/images\/posts\/[\w-]+\.png is not named/)
    expect(unitTests()).toMatch(/Tests +\d+ passed/)
  })

  test('(c) reorders the projects: every language still titles each page with its own project', async () => {
    const { dir, edit, build } = fresh()
    edit('src/content/site.ts', (text) => {
      const first = projectFacts('sql-unit-test-runner')
      const start = text.indexOf(first)
      const end = text.indexOf('\n    },', start) + '\n    },'.length
      const block = text.slice(start, end)
      const withoutFirst = text.slice(0, start) + text.slice(end)
      const anchor = withoutFirst.indexOf('\n  ],', withoutFirst.indexOf('  projects: ['))
      return withoutFirst.slice(0, anchor) + block + withoutFirst.slice(anchor)
    })
    build()
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Mika Laine')
    expectProjectPagesMatch(dir, visits)
    const { languages } = builtContent(dir)
    expect(languages[0]?.site.projects.at(-1)?.slug).toBe('sql-unit-test-runner')
    expect(visits.find((visit) => visit.url === 'fi/portfolio/sql-unit-test-runner')?.h1).toBe(
      'SQL-yksikkötestaustyökalu',
    )
  })

  test('(n) has no projects yet: every project removed as the README says, the site has no portfolio, and every page works', async () => {
    const { dir, edit, build } = fresh()
    const site = readFileSync(join(dir, 'src/content/site.ts'), 'utf8')
    const slugs = [...site.matchAll(/slug: '([^']+)'/g)].map(([, slug]) => slug ?? '')
    edit('src/content/site.ts', (text) =>
      slugs.reduce(
        (left, slug) => removeBlock(left, projectFacts(slug)),
        removeBlock(text, '\n  resume: {'),
      ),
    )
    for (const code of ['en', 'fi'])
      edit(`src/content/words/${code}.ts`, (text) =>
        slugs.reduce((left, slug) => removeBlock(left, projectWords(slug)), text),
      )
    // A post that linked a project says the same words without the link.
    edit('src/content/posts/typed-config-at-the-edge.mdx', (text) =>
      text.replace(/<ProjectLink slug="[^"]*">([^<]*)<\/ProjectLink>/, '$1'),
    )
    build()
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Mika Laine')
    expect(visits.filter((visit) => /(^|\/)portfolio/.test(visit.url))).toEqual([])
    for (const folder of ['', 'fi/']) {
      const home = readFileSync(join(dir, 'dist/client', folder, 'index.html'), 'utf8')
      expect(home, `${folder}index.html`).not.toMatch(/href="[^"]*\/portfolio/)
    }
  })

  test('(d) adds a third language, written right to left, as the README says', async () => {
    const { dir, edit, build } = fresh()
    edit('src/content/languages.ts', (text) =>
      text.replace(
        "{ code: 'fi', name: 'Suomi' },",
        "{ code: 'fi', name: 'Suomi' },\n  { code: 'ar', name: 'العربية', dir: 'rtl' },",
      ),
    )
    // A partial translation: what it leaves out shows in English.
    const words = join(dir, 'src/content/words/ar.ts')
    writeFileSync(
      words,
      `import type { TranslationFor } from '../../content-model/schema.ts'
import type { site } from '../site.ts'

export const words = {
  about: { heading: 'عني' },
  ui: { nav: { about: 'عني' }, contact: { heading: 'اتصل بي' } },
} satisfies TranslationFor<typeof site>
`,
    )
    const output = build()
    expect(output).toMatch(/warning: ar: \d+ texts not translated/)
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Mika Laine')
    expectProjectPagesMatch(dir, visits)
    // Every page but the blog's, which only the languages with posts have.
    const pages = visits.filter((visit) => !/(^|\/)blog(\/|$)/.test(visit.url))
    const arabic = pages.filter((visit) => visit.url.startsWith('ar/'))
    expect(arabic).toHaveLength(pages.length / 3)
    for (const visit of pages) {
      const code = visit.url.match(/^(fi|ar)\//)?.[1] ?? 'en'
      expect(visit.lang, visit.url).toBe(code)
      expect(visit.dir, visit.url).toBe(code === 'ar' ? 'rtl' : 'ltr')
      expect(visit.hreflang, visit.url).toEqual(['en', 'fi', 'ar', 'x-default'])
    }
    expect(arabic.find((visit) => visit.url === 'ar/about')?.h1).toBe('عني')
    expect(await seriousOnRightToLeft(dir, ['ar/', 'ar/about', 'ar/portfolio'])).toEqual([])
    // Two other languages in the header of a small phone: every control stays on the screen.
    expect(await headerOutside(dir, ['ar/portfolio', 'portfolio'], [320, 390])).toEqual([])
    // The jobs are left in English: under each title its dates still start on the right.
    expect(await datesAside(dir, 'ar/resume')).toEqual([])
  })

  test('(j) adds a page to the menu in 3 files: the page, its words, its place in MENU', async () => {
    const { dir, edit, build } = fresh()
    writeFileSync(join(dir, 'src/pages/talks.tsx'), talksPage(dir))
    edit('src/content/words/en.ts', (text) =>
      text
        .replace(
          '\n  ui: {\n',
          "\n  pages: { talks: { heading: 'Talks', description: 'Where Mika speaks next.' } },\n  ui: {\n",
        )
        .replace('\n    nav: {\n', "\n    nav: {\n      talks: 'Talks',\n")
        .replace('\n    titles: {\n', "\n    titles: {\n      talks: 'Talks | {name}',\n"),
    )
    edit('src/pages/routes.ts', (text) =>
      text.replace("  'contact',\n", "  'contact',\n  'talks',\n"),
    )
    build()
    const visits = await visitAll(dir)
    expectEveryPageWorks(visits, 'Mika Laine')
    expect(visits.find((visit) => visit.url === 'talks')).toMatchObject({
      h1: 'Talks',
      title: 'Talks | Mika Laine',
    })
    // Finnish has no words for it yet: it shows the English ones.
    expect(visits.find((visit) => visit.url === 'fi/talks')?.h1).toBe('Talks')
    const home = readFileSync(join(dir, 'dist/client/index.html'), 'utf8')
    expect(home).toMatch(/<a [^>]*href="[^"]*\/talks"[^>]*>Talks</)
  })

  test('(k) edits github.json by hand and breaks it: the build stops, naming the field, and only that', () => {
    const { edit, build } = fresh()
    edit('src/content/github.json', (text) => text.replace(/"stars": (\d+)/, '"stars": "$1"'))
    expect(stopMessage(build)).toMatch(
      /src\/content\/github\.json is invalid \(repos\.\S+\.stars: .*\): `npm run github` writes it again/,
    )
  })

  test('(l) writes a brace in a post as text, then links a project by a slug it does not have: each time the build stops, naming the post and what is wrong, and only that', () => {
    const { edit, build } = fresh()
    const post = 'src/content/posts/slow-phone-budget.mdx'
    edit(post, (text) => text.replace(/\n---\n\n/, '\n---\n\nEvery title reads {name} | Blog.\n\n'))
    expect(stopMessage(build)).toContain(
      `${post}:9:19: {name}: a { in the text starts code, which a post cannot run: write \\{ for the brace itself`,
    )
    edit(post, (text) =>
      text.replace('{name}', '<ProjectLink slug="quote-calc">the calculator</ProjectLink>'),
    )
    expect(stopMessage(build)).toContain(
      `${post}: <ProjectLink slug="quote-calc">: no project has that slug in site.ts`,
    )
  })

  test('(q) leaves a word out of its quotes, then a comma out of site.ts: the build, the doctor and init each stop, naming the file and the place, and only that', () => {
    const { dir, edit, build } = fresh()
    const stops = (message: string | RegExp) => {
      expect(stopMessage(build)).toMatch(message)
      for (const args of [['doctor'], ['init', '--', '--yes', '--name', 'Aino Virtanen']]) {
        const run = spawnSync('npm', ['run', ...args], { cwd: dir, encoding: 'utf8' })
        expect(run.status, run.stdout).toBe(1)
        expect(run.stderr).toMatch(message)
        expect(run.stderr, 'a stack trace after the message').not.toMatch(/^\s+at /m)
      }
    }
    edit('src/content/words/en.ts', (text) => text.replace("name: 'Python'", 'name: Python'))
    const lines = readFileSync(join(dir, 'src/content/words/en.ts'), 'utf8').split('\n')
    const line = lines.findIndex((text) => text.includes('name: Python'))
    const column = lines[line]?.indexOf('Python') ?? 0
    stops(
      `src/content/words/en.ts:${line + 1}:${column + 1}: Python is not defined: a text is written in quotes, 'Python'`,
    )
    edit('src/content/words/en.ts', (text) => text.replace('name: Python', "name: 'Python'"))
    edit('src/content/site.ts', (text) => text.replace(/(shortName: '[^']*'),/, '$1'))
    stops(/src\/content\/site\.ts: [\s\S]*Expected `,` or `\}`/)
  })

  test('(r) runs npm run dev with a name left empty, then a text out of its quotes: the terminal says each once, without a stack, the page shows it, and the page is back once it is mended', async () => {
    const { dir, edit } = fresh()
    const name = /fullName: '[^']*'/
    const fullName = readFileSync(join(dir, 'src/content/site.ts'), 'utf8').match(name)?.[0] ?? ''
    edit('src/content/site.ts', (text) => text.replace(name, "fullName: ''"))
    const port = await freePort()
    const args = ['node_modules/vite/bin/vite.js', '--port', `${port}`]
    const dev = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
    const exited = once(dev, 'exit')
    let printed = ''
    for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (text) => (printed += text))
    // What the owner reads: the terminal shows colours (on by default on CI), not their codes.
    const said = () => stripVTControlCharacters(printed)
    const about = `http://localhost:${port}/react-portfolio/about`
    // The page shows the mistake. It is closed before the file changes: left open, it would reload
    // itself (the dev server's full reload), racing the next visit.
    const shows = async (mistake: string) => {
      const page = await browser.newPage()
      try {
        expect((await page.goto(about))?.status()).toBe(500)
        await page.getByText(mistake).first().waitFor()
      } finally {
        await page.close()
      }
    }
    const answers = (status: number) =>
      expect.poll(async () => (await fetch(about)).status, { timeout: 30_000 }).toBe(status)
    try {
      await expect.poll(said, { timeout: 30_000 }).toMatch(/Local:/)
      const mistake = 'src/content/site.ts: identity.fullName: must not be empty'
      await shows(mistake)
      expect(said().split(mistake)).toHaveLength(2)
      expect(said(), 'a stack trace after the message').not.toMatch(/^\s+at /m)
      edit('src/content/site.ts', (text) => text.replace("fullName: ''", fullName))
      await answers(200)
      const words = 'src/content/words/en.ts'
      edit(words, (text) => text.replace("name: 'Python'", 'name: Python programming'))
      await answers(500)
      printed = ''
      await shows(words)
      expect(said().split('Internal server error')).toHaveLength(2)
      expect(said()).toContain(words)
      expect(said(), 'a stack trace after the message').not.toMatch(/^\s+at /m)
      edit(words, (text) => text.replace('name: Python programming', "name: 'Python'"))
      await answers(200)
    } finally {
      dev.kill()
      await exited
    }
  })
})

// Projects and posts an owner adds in the default language only, the hard cases together: titles
// that hold the interface's own words ("Blog", "Contact", "Project"), every tag and the blog's
// lists grown well past the example's.
const ADDED_PROJECTS = 23
const ADDED_POSTS = 57
const TAGS = ['python', 'react', 'cloud', 'devops', 'testing']
const addedTitle = (i: number) =>
  ['Blog Engine', 'Contact Tracing App', 'Search Portfolio Project'][i] ?? `Extra Project ${i + 1}`

function addProjectsAndPosts({ dir, edit }: Copy) {
  const slugs = Array.from({ length: ADDED_PROJECTS }, (_, i) => `added-project-${i + 1}`)
  const facts = slugs.map(
    (slug, i) =>
      `\n    { slug: '${slug}', img: 'images/projects/portfolio-site.png', link: 'https://example.dev/${slug}', tags: ['${TAGS[i % TAGS.length]}'] },`,
  )
  edit('src/content/site.ts', (text) =>
    text.replace('\n  ],\n  contact: {', `${facts.join('')}\n  ],\n  contact: {`),
  )
  const words = slugs.map(
    (slug, i) =>
      `\n    '${slug}': { title: '${addedTitle(i)}', description: 'What the About page and the Blog leave out.', additionalInfo: 'TypeScript', details: 'Built in a week.\\n\\nStill running.' },`,
  )
  edit('src/content/words/en.ts', (text) =>
    text.replace('\n  projects: {', `\n  projects: {${words.join('')}`),
  )
  for (let i = 0; i < ADDED_POSTS; i++) {
    const date = new Date(Date.UTC(2025, 0, 1 + i * 5)).toISOString().slice(0, 10)
    writeFileSync(
      join(dir, `src/content/posts/added-post-${i + 1}.mdx`),
      `---\ntitle: Notes on the Contact form, part ${i + 1}\ndescription: What the Portfolio and the Blog taught me, in a post of its own.\ndate: ${date}\ntags: [${TAGS[i % TAGS.length]}]\n---\n\nA paragraph about Projects, Search and the About page.\n\n## A heading\n\nAnother paragraph.\n`,
    )
  }
}

// What `npm test` printed: browser tests passed, and the only ones skipped are the checks of the
// shipped example's own words, which this content makes impossible.
function expectOnlyExampleChecksSkipped(output: string) {
  expect(output).toMatch(/^ +\d+ passed/m)
  const skipped = output.split('\n').filter((line) => /^ +- +\d+ \[chromium\]/.test(line))
  expect(skipped.length).toBeGreaterThan(0)
  expect(skipped.filter((line) => !line.includes('tests/e2e/example.spec.ts'))).toEqual([])
}

// A page's kind: its route, with the project, post or tag it shows as '*' ('fi/blog/*'), and the
// parts it loads a script for, such as a post's contents.
const kindOf = (route: string, html: string) =>
  [
    route
      .replace(/^((?:\w\w\/)?(?:portfolio|blog)\/tags\/)[^/]+$/, '$1*')
      .replace(/^((?:\w\w\/)?(?:portfolio|blog)\/)(?!tags\/)[^/]+$/, '$1*'),
    ...partsShown(html),
  ].join(' ')

// Each built page's kind and JavaScript, gzip: once its islands are awake, and in all.
async function javaScriptOf(dir: string) {
  type Scripts = Parameters<typeof pageSizes>[1]
  const pages = JSON.parse(readFileSync(join(dir, 'dist/page-scripts.json'), 'utf8')) as Record<
    string,
    Scripts
  >
  const sizes: { route: string; kind: string; awake: number; all: number }[] = []
  for (const [route, scripts] of Object.entries(pages)) {
    const { awake, all } = await pageSizes(join(dir, 'dist/client'), scripts, pageOf(route))
    const html = readFileSync(join(dir, 'dist/client', pageOf(route)), 'utf8')
    sizes.push({ route, kind: kindOf(route, html), awake, all })
  }
  return sizes
}

describe('an owner with another default language', () => {
  test(
    '(m) makes Finnish the default as the README says: npm test and the content check pass',
    () => {
      const { dir, edit, npmTest } = fresh()
      edit('src/content/languages.ts', (text) =>
        text.replace(
          "  { code: 'en', name: 'English' },\n  { code: 'fi', name: 'Suomi' },",
          "  { code: 'fi', name: 'Suomi' },\n  { code: 'en', name: 'English' },",
        ),
      )
      edit('src/content/words/fi.ts', (text) => text.replaceAll('TranslationFor', 'WordsFor'))
      edit('src/content/words/en.ts', (text) => text.replaceAll('WordsFor', 'TranslationFor'))
      const posts = join(dir, 'src/content/posts')
      const files = readdirSync(posts)
      for (const file of files.filter((name) => !name.endsWith('.fi.mdx')))
        renameSync(join(posts, file), join(posts, file.replace(/\.mdx$/, '.en.mdx')))
      for (const file of files.filter((name) => name.endsWith('.fi.mdx')))
        renameSync(join(posts, file), join(posts, file.replace(/\.fi\.mdx$/, '.mdx')))
      // Its Finnish posts have no cover: the check of how a cover loads has none to look at.
      expect(npmTest()).toMatch(/^ +\d+ passed/m)
      const check = spawnSync('npm', ['run', 'check'], {
        cwd: dir,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: undefined },
      })
      expect(check.status, check.stdout + check.stderr).toBe(0)
    },
    15 * 60_000,
  )
})

describe('an owner with a grown site', () => {
  test(
    "(e) at the root, 30 projects and 60 posts in English only, Finnish partly translated: npm test passes, and again under /reponame/; every page costs what the example's does",
    async () => {
      const copy = fresh()
      const { edit, npmTest } = copy
      addProjectsAndPosts(copy)
      // Finnish leaves a menu entry and a button to English, as a translation in progress does.
      edit('src/content/words/fi.ts', (text) =>
        text.replace(/\n *about: 'Tietoa minusta',/, '').replace(/\n *previous: [^\n]*/, ''),
      )
      edit('src/content/deploy.ts', (text) =>
        text.replace("BASE_PATH = '/react-portfolio/'", "BASE_PATH = '/'"),
      )
      expectOnlyExampleChecksSkipped(npmTest())
      edit('src/content/deploy.ts', (text) =>
        text.replace("BASE_PATH = '/'", "BASE_PATH = '/reponame/'"),
      )
      expectOnlyExampleChecksSkipped(npmTest())

      // What a page costs does not grow with the content: each page's JavaScript is within half
      // a kilobyte of the same kind of page in the example.
      const example = fresh()
      example.build()
      const shipped = new Map((await javaScriptOf(example.dir)).map((page) => [page.kind, page]))
      for (const page of await javaScriptOf(copy.dir)) {
        const same = shipped.get(page.kind)
        if (!same) throw new Error(`the example has no page like /${page.route}`)
        expect(Math.abs(page.all - same.all), `/${page.route} in all`).toBeLessThanOrEqual(512)
        expect(Math.abs(page.awake - same.awake), `/${page.route} awake`).toBeLessThanOrEqual(512)
      }
    },
    45 * 60_000,
  )
})
