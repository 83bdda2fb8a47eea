import { readFileSync } from 'node:fs'
import { parseFeed } from '@rowanmanning/feed-parser'
import type { Locator, Page } from '@playwright/test'
import { fill, fillTitle } from '../../src/lib/fill.ts'
import { formatDay } from '../../src/lib/dates.ts'
import { resultsSummary } from '../../src/islands/pagefind.ts'
import { twoDigits } from '../../src/lib/numbers.ts'
import type { Post } from '../../src/site-content/posts.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, site, ui } from './content.ts'
import {
  asPrinted,
  BASE,
  drawn,
  escapeRegExp,
  expect,
  expectPicturesInShape,
  hydrated,
  layoutShift,
  needs,
  openFromMenu,
  pictureDistance,
  shareImage,
  PROJECT_ROUTES,
  SITE_URL,
  test,
} from './fixtures.ts'
import { expectHead } from './head.ts'

const { posts } = DEFAULT_LANGUAGE
const lang = DEFAULT_LANGUAGE.code
const labelOf = (id: string) => site.tags[id] ?? id
const minutes = (post: (typeof posts)[number]) =>
  fill(ui.blog.minutesToRead, { minutes: String(post.minutes) })
const postHref = (slug: string) => `${BASE}blog/${slug}`
const postUrl = (slug: string) => `${SITE_URL}blog/${slug}`
const shareImageOf = (slug: string) => `${SITE_URL}share/blog/${slug}.jpg`
// The post's body: the one block of its article that is neither a list of links nor a section.
const bodyOf = (page: Page) => page.locator('article > div')
// Its sections' headings: all its h2 and h3 but the one its footnotes have for screen readers.
const sectionHeadings = (page: Page) => bodyOf(page).locator(':is(h2, h3):not([data-footnotes] *)')
// Search's result for a page, by its path under the base ('' for Home).
const resultFor = (page: Page, path: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="${BASE}${path}"], a[href="${BASE}${path}/"]`) })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the blog lists every post newest first, with its date, reading time, description and tags', async ({
    page,
  }) => {
    needs(posts[0], 'the blog needs a post')
    await page.goto('blog')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.blog.heading)
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.locator('h2') })
    await expect(items).toHaveCount(posts.length)
    const dates = posts.map((post) => post.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const [i, post] of posts.entries()) {
      const item = items.nth(i)
      await expect(item.getByRole('heading', { level: 2 })).toHaveText(post.title)
      await expect(item.getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        postHref(post.slug),
      )
      await expect(item.locator(`time[datetime="${post.date}"]`)).toHaveText(
        formatDay(post.date, lang),
      )
      await expect(item).toContainText(minutes(post))
      await expect(item).toContainText(post.description)
      await expect(item.locator('a[href*="/blog/tags/"]')).toHaveText(post.tags.map(labelOf))
    }
  })

  for (const [i, post] of posts.entries()) {
    test(`the post /blog/${post.slug} reads whole: title, dates, tags, linked headings, body and neighbours`, async ({
      page,
    }) => {
      await page.goto(`blog/${post.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
      const main = page.getByRole('main')
      await expect(main.locator(`time[datetime="${post.date}"]`).first()).toBeVisible()
      if (post.updated) await expect(main.locator(`time[datetime="${post.updated}"]`)).toBeVisible()
      await expect(main).toContainText(minutes(post))
      await expect(main.locator('header a[href*="/blog/tags/"]')).toHaveText(post.tags.map(labelOf))
      // Every heading of the body links to itself.
      for (const heading of await sectionHeadings(page).all()) {
        const id = await heading.getAttribute('id')
        await expect(heading.getByRole('link')).toHaveAttribute('href', `#${id}`)
      }
      // Newest first: the previous post is the older one.
      const pager = main.getByRole('navigation', { name: ui.blog.morePosts })
      const older = posts[i + 1]
      const newer = posts[i - 1]
      await expect(pager.getByRole('link')).toHaveCount(Number(!!older) + Number(!!newer))
      // A post alone has no way to others, and no empty landmark either.
      if (!older && !newer) await expect(pager).toHaveCount(0)
      if (older)
        await expect(pager.getByRole('link', { name: older.title })).toHaveAttribute(
          'href',
          postHref(older.slug),
        )
      if (newer)
        await expect(pager.getByRole('link', { name: newer.title })).toHaveAttribute(
          'href',
          postHref(newer.slug),
        )
      // Code is coloured by classes: the policy allows no style attribute.
      await expect(main.locator('[style]')).toHaveCount(0)
    })
  }

  test("each tag's page lists the posts with that tag, and only those", async ({ page }) => {
    const tags = [...new Set(posts.flatMap((post) => post.tags))]
    needs(tags[0], 'tag pages need a tagged post')
    for (const tag of tags) {
      await page.goto(`blog/tags/${tag}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        fill(ui.blog.tagged, { tag: labelOf(tag) }),
      )
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
        posts.filter((post) => post.tags.includes(tag)).map((post) => post.title),
      )
    }
  })

  test("the blog shows a link to its language's feed, which a feed parser reads", async ({
    page,
    request,
  }) => {
    for (const language of LANGUAGES.filter(({ posts }) => posts.length > 0)) {
      const words = needs(language.ui.blog.feedLink, 'the words of the link to the feed')
      await page.goto(`${language.folder}blog`)
      const link = page.getByRole('main').getByRole('link', { name: words, exact: true })
      await expect(link).toBeVisible()
      const response = await request.get(
        new URL((await link.getAttribute('href')) ?? '', page.url()).href,
      )
      expect(parseFeed(await response.text()).items).toHaveLength(language.posts.length)
    }
  })

  test("every page names its language's feed, which a feed parser reads", async ({
    page,
    request,
  }) => {
    for (const language of LANGUAGES) {
      const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]')
      for (const path of ['', 'about', 'search']) {
        await page.goto(language.folder + path)
        if (language.posts.length === 0) {
          await expect(feed).toHaveCount(0)
          continue
        }
        await expect(feed).toHaveAttribute('href', `${SITE_URL}${language.folder}rss.xml`)
        await expect(feed).toHaveAttribute(
          'title',
          fill(language.ui.blog.feedTitle, { name: language.site.identity.fullName }),
        )
      }
      const response = await request.get(`${language.folder}rss.xml`)
      if (language.posts.length === 0) {
        expect(response.status()).toBe(404)
        continue
      }
      const parsed = parseFeed(await response.text())
      expect(parsed.language).toBe(language.code)
      expect(parsed.url).toBe(`${SITE_URL}${language.folder}blog`)
      expect(
        parsed.items.map(({ title, url, id, published, description }) => ({
          title,
          url,
          id,
          published: published?.toISOString().slice(0, 10),
          description,
        })),
      ).toEqual(
        language.posts.map((post) => {
          const url = `${SITE_URL}${language.folder}blog/${post.slug}`
          return {
            title: post.title,
            url,
            id: url,
            published: post.date,
            description: post.description,
          }
        }),
      )
      // Each post whole, for readers that show it in place: a feed reader has no page to read an
      // address from the site's root against.
      for (const { content, title } of parsed.items) {
        expect(content, title ?? '').toMatch(/<p>/)
        expect(content, title ?? '').not.toMatch(/(src|href)="\/(?!\/)/)
      }
    }
  })

  test('search says it needs JavaScript and leads to the blog, the portfolio and About', async ({
    page,
  }) => {
    await page.goto('search')
    const main = page.getByRole('main')
    await expect(main).toContainText(ui.search.needsJavaScript)
    await expect(main.getByRole('searchbox')).toHaveCount(0)
    await expect(main.getByRole('button')).toHaveCount(0)
    if (site.projects.length > 0)
      await expect(main.getByRole('link', { name: ui.nav.portfolio })).toHaveAttribute(
        'href',
        `${BASE}portfolio`,
      )
    await expect(main.getByRole('link', { name: ui.nav.about })).toHaveAttribute(
      'href',
      `${BASE}about`,
    )
    if (posts.length > 0)
      await expect(main.getByRole('link', { name: ui.nav.blog })).toHaveAttribute(
        'href',
        `${BASE}blog`,
      )
  })
})

// A post's head tags: its title, description and share image, and its dates as an article's.
async function expectPostHead(page: Page, post: (typeof posts)[number]) {
  const title = fillTitle(ui.titles.post, { post: post.title, name: site.identity.fullName })
  await expectHead(
    page,
    { title, description: post.description },
    postUrl(post.slug),
    {
      image: shareImageOf(post.slug),
      alt: post.title,
    },
    { published: post.date, modified: post.updated },
  )
}

for (const post of posts) {
  test(`/blog/${post.slug} has its own head tags, BlogPosting data and share image`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`blog/${post.slug}`)).text()
    await page.setContent(html.replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, ''))
    await expectPostHead(page, post)
    const [data] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      inLanguage: post.language,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      image: shareImageOf(post.slug),
      author: { '@type': 'Person', name: site.identity.fullName, url: SITE_URL },
    })
    const image = await shareImage(request, `share/blog/${post.slug}.jpg`)
    // Beside its title, the post's cover where it has one.
    if (post.cover) expect(await pictureDistance(image, post.cover.image)).toBeLessThan(12)
  })
}

// A word of one post's body that no other post has: search must find that post by it. The
// bodies are read from the published HTML all at once, so the cost stays flat as posts grow.
async function wordOfOnePost(page: Page) {
  await page.goto('blog')
  const bodies = await page.evaluate(
    (hrefs) =>
      Promise.all(
        hrefs.map(async (href) => {
          const html = await (await fetch(href)).text()
          const post = new DOMParser().parseFromString(html, 'text/html')
          // The body follows the post's header. Its text nodes are joined with spaces, as
          // paragraphs read, so the end of one and the start of the next never make one word.
          const body = post.querySelector('article > div')
          const walker = post.createTreeWalker(body ?? post, NodeFilter.SHOW_TEXT)
          const texts: string[] = []
          while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '')
          return texts.join(' ')
        }),
      ),
    posts.map(({ slug }) => postHref(slug)),
  )
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{7,}/gu) ?? [])
  for (const [i, post] of posts.entries()) {
    const others = bodies.filter((_, j) => j !== i).map(words)
    const word = [...words(bodies[i] ?? '')].find((w) => others.every((set) => !set.has(w)))
    if (word) return { word, post, words: (bodies[i] ?? '').split(/\s+/).length }
  }
  return undefined
}

test('search finds a word of one post and leads to it, with the keyboard; Back returns to it', async ({
  page,
}) => {
  const { word, post, words } = needs(await wordOfOnePost(page), 'search needs a word in one post')
  await page.goto('search')
  await hydrated(page)
  const box = page.getByRole('searchbox', { name: ui.search.label })
  await box.focus()
  await page.keyboard.type(word)
  const results = page.getByRole('main').getByRole('listitem')
  const found = results.getByRole('link', { name: post.title, exact: true })
  // At its own address, as its canonical link names it: no slash after it.
  await expect(found).toHaveAttribute('href', `${BASE}blog/${post.slug}`)
  await expect(page.getByRole('status')).toContainText(word)
  for (const other of posts.filter((p) => p.slug !== post.slug))
    await expect(results.getByRole('link', { name: other.title, exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  // Pagefind shows 30 words around what it found: a longer post is cut, and the cut is marked.
  const excerpt = results
    .filter({ has: page.getByRole('link', { name: post.title, exact: true }) })
    .getByRole('paragraph')
  await expect(excerpt).toContainText(word, { ignoreCase: true })
  if (words > 40) await expect(excerpt).toHaveText(/^…|…$/)
  await found.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  await expect(box).toHaveValue(word)
  // The focus is back on the result followed, as on any link a page shows.
  await expect(found).toBeFocused()
})

// On a slow network each of Pagefind's files is a round trip of its own: those every query needs
// come as the visitor comes to the box, not one after another once they have typed. The page
// alone loads none of them.
test('search fetches its index once the visitor is in the box, before they type', async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
  await page.goto('search')
  await hydrated(page)
  const box = page.getByRole('searchbox', { name: ui.search.label })
  // Pointed at after the page is awake, the header's link to Home is fetched ahead: the page has
  // had its chance to fetch what it would.
  await page.getByRole('banner').getByRole('link').first().hover()
  await expect.poll(() => fetched).toContain(BASE)
  expect(fetched.filter((path) => path.includes('/pagefind/'))).toEqual([])
  const index = page.waitForRequest(/\/pagefind\/wasm\.[\w-]+\.pagefind$/)
  await box.focus()
  await index
  await expect(box).toHaveValue('')
})

// A tag's name finds every post and project that has it, though tag lists are not indexed.
test('search offers the most used tags, and each finds every post and project with it', async ({
  page,
}) => {
  const heading = needs(ui.search.topics, 'search offers tags when its words name them')
  const tagged = [...site.projects, ...posts]
  const uses = (tag: string) => tagged.filter(({ tags = [] }) => tags.includes(tag)).length
  const tags = [...new Set(tagged.flatMap(({ tags = [] }) => tags))]
  const counts = tags.map(uses).sort((a, b) => b - a)
  needs(counts[0], 'search offers tags when the site has some')
  const fewest = counts[Math.min(counts.length, 6) - 1] ?? 0
  await page.goto('search')
  const box = page.getByRole('searchbox', { name: ui.search.label })
  const offered = page.getByRole('main').getByRole('listitem').getByRole('button')
  await expect(page.getByRole('main').getByText(heading, { exact: true })).toBeVisible()
  await expect(offered).toHaveCount(Math.min(tags.length, 6))
  for (const [i, label] of (await offered.allInnerTexts()).entries()) {
    const tag = tags.find((id) => labelOf(id) === label) ?? label
    // The most used, however many tags there are.
    expect(uses(tag), label).toBeGreaterThanOrEqual(fewest)
    await offered.nth(i).click()
    await expect(box).toHaveValue(label)
    // The focus stays on the topic, which shows it is the one searched for.
    await expect(offered.nth(i)).toBeFocused()
    await expect(offered.nth(i)).toHaveAttribute('aria-current', 'true')
    await expect(offered.and(page.locator('[aria-current]'))).toHaveCount(1)
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(label)}`))
    for (const post of posts.filter(({ tags }) => tags.includes(tag))) {
      await expect(resultFor(page, `blog/${post.slug}`)).toHaveCount(1)
      // It shows the words it holds around what was found, or else its description: not its
      // title again.
      const excerpt = resultFor(page, `blog/${post.slug}`).getByRole('paragraph')
      if ((await excerpt.locator('mark').count()) === 0)
        await expect(excerpt).toHaveText(post.description)
    }
    for (const project of site.projects.filter(({ tags }) => tags.includes(tag)))
      await expect(resultFor(page, `portfolio/${project.slug}`)).toHaveCount(1)
  }
})

test("the home page is found by its owner's name, and reads as its words, each once", async ({
  page,
}) => {
  const { fullName } = site.identity
  const [role] = site.home.roles
  await page.goto(`search?q=${encodeURIComponent(fullName)}`)
  const home = resultFor(page, '')
  await expect(home.getByRole('link')).toHaveText(fullName)
  const excerpt = home.getByRole('paragraph')
  await expect(excerpt).not.toBeEmpty()
  // The typewriter's line is read once, not again for each title it types.
  const text = await excerpt.innerText()
  expect(text.split(role ?? '').length - 1, text).toBeLessThanOrEqual(1)
})

// The site joins a number and its unit, and Intl a number's digits, with no-break spaces: a
// visitor who copies such words from a page searches with them.
test('words pasted from a page, joined by no-break spaces, find what words typed with spaces find', async ({
  page,
}) => {
  const pasted = site.identity.fullName.replaceAll(' ', '\u00a0')
  await page.goto(`search?q=${encodeURIComponent(pasted)}`)
  await expect(page.getByRole('main').locator(`a[href="${BASE}"]`)).toHaveCount(1)
})

test('a screen reader hears what the search found once the visitor stops typing, not at each letter', async ({
  page,
}) => {
  const [name = ''] = site.identity.fullName.split(' ')
  await page.goto('search')
  await hydrated(page)
  const status = page.getByRole('status')
  // Every text the live region takes is spoken.
  await status.evaluate((region) => {
    const spoken: string[] = []
    Object.assign(window, { spoken })
    new MutationObserver(() => spoken.push(region.textContent ?? '')).observe(region, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
  await page
    .getByRole('searchbox', { name: ui.search.label })
    .pressSequentially(name, { delay: 80 })
  const results = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(results.first()).toBeVisible()
  const summary = resultsSummary(await results.count(), name, ui.search, DEFAULT_LANGUAGE.code)
  await expect(status).toHaveText(summary)
  expect(await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken)).toEqual([
    summary,
  ])
})

test('the results stay on screen as the visitor types on, until the next ones come', async ({
  page,
}) => {
  const [first = '', ...rest] = site.identity.fullName.split(' ')
  await page.goto('search')
  await hydrated(page)
  const box = page.getByRole('searchbox', { name: ui.search.label })
  const results = page.getByRole('main').getByRole('listitem').getByRole('link')
  await box.fill(first)
  await expect(results.first()).toBeVisible()
  // Each moment the page shows no result at all.
  await page.getByRole('main').evaluate((main) => {
    const gone: number[] = []
    Object.assign(window, { gone })
    new MutationObserver(() => {
      if (!main.querySelector('ol a')) gone.push(performance.now())
    }).observe(main, { childList: true, subtree: true })
  })
  await box.pressSequentially(` ${rest.join(' ')}`, { delay: 50 })
  await expect(page.getByRole('status')).toHaveText(
    resultsSummary(await results.count(), site.identity.fullName, ui.search, DEFAULT_LANGUAGE.code),
  )
  expect(await page.evaluate(() => (window as unknown as { gone: number[] }).gone)).toEqual([])
})

test('a word that no page holds finds nothing, not the pages of its first letters', async ({
  page,
}) => {
  const [name = ''] = site.identity.fullName.split(' ')
  // Pagefind would answer with the pages of the name, which is less than half the word.
  const query = name + 'qx'.repeat(name.length)
  await page.goto(`search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole('status')).toHaveText(fill(ui.search.noResults, { query }))
  // No result: each is a link to a page (the topics offered are buttons).
  await expect(page.getByRole('main').getByRole('listitem').getByRole('link')).toHaveCount(0)
  // The same start, ended as the site writes it, finds the home page.
  await page.getByRole('searchbox', { name: ui.search.label }).fill(name)
  await expect(page.getByRole('main').locator(`a[href="${BASE}"]`)).toHaveCount(1)
})

test('search finds and shows the words a page shows, not those only a screen reader hears', async ({
  page,
}) => {
  // Every link to another site tells screen readers it opens a new tab.
  const newTab = ui.opensInNewTab.replace(/[()]/g, '')
  await page.goto(`search?q=${encodeURIComponent(newTab)}`)
  await expect(page.getByRole('status')).toHaveText(fill(ui.search.noResults, { query: newTab }))
  // The calendar's total is read, not its legend's words, which belong to its drawing.
  const { calendar } = DEFAULT_LANGUAGE.github
  if (!calendar) return
  await page.getByRole('searchbox', { name: ui.search.label }).fill(calendar.summary)
  const excerpt = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: calendar.summary })
    .getByRole('paragraph')
  await expect(excerpt).toContainText(calendar.summary)
  const legend = new RegExp(`${escapeRegExp(calendar.summary)}\\s*${escapeRegExp(calendar.less)}`)
  await expect(excerpt).not.toContainText(legend)
})

test("search shows a post's footnote in its words, without the footnotes' heading for screen readers or the way back", async ({
  page,
}) => {
  const notes = posts.flatMap((post) =>
    [...readFileSync(post.file, 'utf8').matchAll(/^\[\^[^\]]+\]:\s*(.+)$/gm)].map(
      ([, text = '']) => ({ post, text }),
    ),
  )
  const { post, text } = needs(notes[0], 'a post with a footnote')
  // Its longest word, which its excerpt is cut around.
  const [word = ''] = text.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)
  await page.goto(`search?q=${encodeURIComponent(word)}`)
  const excerpt = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: post.title, exact: true }) })
    .getByRole('paragraph')
  await expect(excerpt).toContainText(word, { ignoreCase: true })
  await expect(excerpt).not.toContainText('↩')
  await expect(excerpt).not.toContainText(ui.blog.footnotes ?? 'Footnotes')
})

// The address holds the query (?q=): a search is opened as a visitor opens a shared one.
test('search finds a post or a project by its title on its own page, never on a list of them', async ({
  page,
}) => {
  const post = needs(posts[0], 'search needs a post')
  const project = needs(PROJECT_ROUTES[0], 'search needs a project')
  for (const { title, path } of [
    { title: post.title, path: `blog/${post.slug}` },
    { title: project.heading, path: project.path },
  ]) {
    await page.goto(`search?q=${encodeURIComponent(title)}`)
    await expect(page.getByRole('searchbox', { name: ui.search.label })).toHaveValue(title)
    const found = page.getByRole('main').getByRole('listitem').getByRole('link')
    const href = (...ends: string[]) => page.locator(ends.map((end) => `[href$="${end}"]`).join())
    await expect(found.and(href(`${BASE}${path}`, `${BASE}${path}/`))).toHaveCount(1)
    await expect(found.and(href('/blog/', '/portfolio/'))).toHaveCount(0)
    await expect(found.and(page.locator('[href*="/tags/"]'))).toHaveCount(0)
  }
})

test("a table's cells read as words apart in an excerpt", async ({ page }) => {
  const entry = needs(site.timeline[0], 'search needs a timeline, which About shows as a table')
  const { jobTitle, where, date } = ui.about
  await page.goto(`search?q=${encodeURIComponent(entry.jobtitle)}`)
  const excerpt = resultFor(page, 'about').getByRole('paragraph')
  await expect(excerpt).toContainText(entry.jobtitle)
  for (const [cell, next] of [
    [jobTitle, where],
    [where, date],
    [date, entry.jobtitle],
  ])
    await expect(excerpt).not.toContainText(`${cell}${next}`)
})

test("a service's excerpt in search shows its words, not its number", async ({ page }) => {
  const [first, second] = site.services
  const service = needs(second ?? first, 'search needs a service')
  const number = twoDigits(site.services.indexOf(service) + 1, DEFAULT_LANGUAGE.code)
  await page.goto(`search?q=${encodeURIComponent(service.title)}`)
  const excerpt = resultFor(page, 'about').getByRole('paragraph')
  await expect(excerpt).toContainText(service.title)
  await expect(excerpt).not.toContainText(new RegExp(`\\b${number}\\b`))
})

test("the résumé's excerpt in search shows its words, not its buttons' labels", async ({
  page,
}) => {
  const { downloadPdf, jsonResume } = ui.resume
  await page.goto(`search?q=${encodeURIComponent(site.identity.fullName)}`)
  const excerpt = resultFor(page, 'resume').getByRole('paragraph')
  await expect(excerpt).toContainText(site.identity.fullName)
  await expect(excerpt).not.toContainText(downloadPdf)
  await expect(excerpt).not.toContainText(jsonResume)
})

// A page's text starts with its title, which its result shows above the excerpt.
test("a result's excerpt does not repeat its title, shown above it", async ({ page }) => {
  const post = needs(posts[0], 'search needs a post')
  const project = needs(PROJECT_ROUTES[0], 'search needs a project')
  // Nor what stands above the grid's title: its eyebrow, and the number of projects.
  for (const { title, path, above } of [
    { title: post.title, path: `blog/${post.slug}` },
    { title: project.heading, path: project.path },
    { title: ui.portfolio.heading, path: 'portfolio', above: ui.portfolio.eyebrow },
  ]) {
    await page.goto(`search?q=${encodeURIComponent(title)}`)
    const result = resultFor(page, path)
    await expect(result.getByRole('link')).toHaveText(title)
    const excerpt = result.getByRole('paragraph')
    await expect(excerpt).not.toBeEmpty()
    await expect(excerpt).not.toHaveText(new RegExp(`^…?\\s*${escapeRegExp(title)}`))
    if (above) await expect(excerpt).not.toContainText(above)
  }
})

test("a project's excerpt in search shows its words, not its number, its repository's or its address", async ({
  page,
}) => {
  const { repoFacts } = DEFAULT_LANGUAGE.github
  const slugOf = (path: string) => path.slice('portfolio/'.length)
  const projectOf = (heading: string) => site.projects.find(({ title }) => title === heading)
  const project = needs(
    PROJECT_ROUTES.find(({ path, heading }) => repoFacts[slugOf(path)] && projectOf(heading)?.link),
    'search needs a project with GitHub numbers and a link',
  )
  const { link = '', additionalInfo = '' } = projectOf(project.heading) ?? {}
  const stars = String(repoFacts[slugOf(project.path)]?.stars)
  const address = link.replace(/^https?:\/\/(www\.)?/, '')
  // The words under its title, which its number, its GitHub numbers and its address stand beside.
  await page.goto(`search?q=${encodeURIComponent(additionalInfo)}`)
  const excerpt = resultFor(page, project.path).getByRole('paragraph')
  await expect(excerpt.locator('mark').first()).toBeVisible()
  const number = new RegExp(
    `\\b${twoDigits(PROJECT_ROUTES.indexOf(project) + 1, DEFAULT_LANGUAGE.code)}\\b`,
  )
  await expect(excerpt).not.toContainText(number)
  await expect(excerpt).not.toContainText(stars)
  await expect(excerpt).not.toContainText(address)
})

// A post's text once the page has put a copy button on each of its code blocks, as it does
// shortly after the post is shown, whether loaded or reached in the app.
async function settledText(page: Page) {
  const article = page.getByRole('article')
  const words = ui.blog.copyCode
  if (words)
    await expect(article.getByRole('button', { name: words.button })).toHaveCount(
      await article.locator('pre').count(),
    )
  return article.innerText()
}

test('the blog, a post and a tag reached in the app are their published HTML, head tags too', async ({
  page,
}) => {
  const post = needs(
    posts.find((candidate) => candidate.tags.length > 0),
    'the blog needs a post with a tag',
  )
  const tag = post.tags[0] ?? ''
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await openFromMenu(page, ui.nav.blog)
  const titles = page.getByRole('main').getByRole('heading', { level: 2 })
  await expect(titles).toHaveText(posts.map(({ title }) => title))
  await titles.getByRole('link', { name: post.title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expectPostHead(page, post)
  const inApp = await settledText(page)
  await page
    .getByRole('article')
    .getByRole('link', { name: labelOf(tag), exact: true })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    fill(ui.blog.tagged, { tag: labelOf(tag) }),
  )
  await expect(titles).toHaveText(
    posts.filter((candidate) => candidate.tags.includes(tag)).map(({ title }) => title),
  )
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  await expectPostHead(page, post)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  await page.goto(`blog/${post.slug}`)
  expect(await settledText(page)).toBe(inApp)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('no post scrolls the page sideways: long code lines scroll inside their block', async ({
    page,
  }) => {
    needs(posts[0], 'the blog needs a post')
    // Every post is visited: an owner with many posts waits longer, and never in vain.
    test.setTimeout(30_000 + posts.length * 1_000)
    for (const post of posts) {
      await page.goto(`blog/${post.slug}`)
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, post.slug).toBeLessThanOrEqual(390)
    }
  })
})

test('a cover does not shift the layout as it loads, and keeps its shape', async ({ page }) => {
  const { folder, post } = needs(
    LANGUAGES.flatMap(({ folder, posts }) => posts.map((post) => ({ folder, post }))).find(
      ({ post }) => post.cover,
    ),
    'a post with a cover, in any language',
  )
  await page.goto(`${folder}blog/${post.slug}`)
  await expect(page.getByRole('img', { name: post.cover?.alt })).toBeVisible()
  expect(await layoutShift(page)).toBe(0)
  await expectPicturesInShape(page)
})

// What a language's posts show around their text, as the rules for them say: contents from 3
// headings, the parts of a series oldest first, and up to 3 posts sharing the most tags, newest
// first, the neighbours apart.
const CONTENTS_FROM = 3
const seriesOf = (post: Post) =>
  post.series ? posts.filter((other) => other.series === post.series).reverse() : []
function relatedTo(post: Post) {
  const i = posts.indexOf(post)
  const shared = (other: Post) => other.tags.filter((tag) => post.tags.includes(tag)).length
  return posts
    .filter((other, j) => Math.abs(i - j) > 1 && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.date.localeCompare(a.date))
    .slice(0, 3)
}

test("a post's way back, its date and its headings read as their words, not the marks drawn beside them", async ({
  page,
}) => {
  const post = needs(posts[0], 'the blog needs a post')
  await page.goto(`blog/${post.slug}`)
  await expect(page.getByRole('link', { name: ui.blog.allPosts, exact: true })).toBeVisible()
  for (const heading of await bodyOf(page).getByRole('heading').all())
    await expect(heading).toHaveAccessibleName((await heading.innerText()).trim())
  expect(await page.getByRole('article').ariaSnapshot()).not.toContain('·')
})

test("a post's way back points to where its pages begin: left, or right in a right-to-left language", async ({
  page,
}) => {
  const post = needs(posts[0], 'the blog needs a post')
  await page.goto(`blog/${post.slug}`)
  const back = page.getByRole('link', { name: ui.blog.allPosts, exact: true })
  const arrow = () => back.evaluate((link) => getComputedStyle(link, '::before').content)
  for (const [dir, pointing] of [
    ['ltr', /^"←"/],
    ['rtl', /^"→"/],
  ] as const) {
    await page.evaluate((dir) => (document.documentElement.dir = dir), dir)
    expect(await arrow(), dir).toMatch(pointing)
  }
})

test.describe('around the text, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const post of posts)
    test(`/blog/${post.slug} lists its sections when it has ${CONTENTS_FROM}, shows its series and its related posts`, async ({
      page,
    }) => {
      await page.goto(`blog/${post.slug}`)
      const headings = sectionHeadings(page)
      const contents = page.getByRole('navigation', { name: ui.blog.contents })
      const listed = (await headings.count()) >= CONTENTS_FROM && post.toc
      await expect(contents).toHaveCount(listed ? 1 : 0)
      if (listed) {
        // Beside the text on a wide screen, shown with no script to open it, and links: the
        // reader goes to a section.
        const links = contents.getByRole('link')
        await expect(links).toHaveText(await headings.allInnerTexts())
        const last = links.last()
        const id = (await last.getAttribute('href'))?.slice(1) ?? ''
        await last.click()
        // An id in another script than Latin ('#pidä-hinta') is percent-encoded in the address.
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${id}`)
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport()
      }

      const parts = seriesOf(post)
      const series = site.series.find(({ id }) => id === post.series)
      // A series is named by its title; no other list of links on the page says where it stands.
      const partOf = page.getByText(
        new RegExp(escapeRegExp(ui.blog.seriesPart).replace(/\\\{\w+\\\}/g, '\\d+')),
      )
      await expect(partOf).toHaveCount(series && parts.length > 1 ? 1 : 0)
      if (series && parts.length > 1) {
        const seriesNav = page.getByRole('navigation', { name: series.title })
        const part = fill(ui.blog.seriesPart, {
          part: String(parts.indexOf(post) + 1),
          parts: String(parts.length),
        })
        await expect(seriesNav).toContainText(part)
        await expect(seriesNav.getByRole('listitem')).toHaveText(parts.map(({ title }) => title))
        await expect(seriesNav.getByRole('link')).toHaveText(
          parts.filter((other) => other !== post).map(({ title }) => title),
        )
      }

      const related = relatedTo(post)
      const relatedSection = page.getByRole('region', { name: ui.blog.related })
      await expect(relatedSection).toHaveCount(related.length > 0 ? 1 : 0)
      if (related.length > 0)
        for (const [i, other] of related.entries())
          await expect(relatedSection.getByRole('link').nth(i)).toHaveAttribute(
            'href',
            postHref(other.slug),
          )
    })
})

test.describe('the contents on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("leave the text where it is: a post's title starts at the same place, with contents beside it or not", async ({
    page,
  }) => {
    const listing = await postsWithContents(page)
    const kinds = [
      needs(listing[0], 'a post with contents'),
      needs(
        posts.find((post) => !listing.includes(post)),
        'a post without contents',
      ),
    ]
    const starts: Record<string, number | undefined> = {}
    for (const post of kinds) {
      await page.goto(`blog/${post.slug}`)
      starts[post.slug] = (await page.getByRole('heading', { level: 1 }).boundingBox())?.x
    }
    const [first] = Object.values(starts)
    expect(starts).toEqual(Object.fromEntries(kinds.map(({ slug }) => [slug, first])))
  })

  test('stay open beside the text as it scrolls, marking the section being read', async ({
    page,
  }) => {
    const post = needs(await postWithContents(page), 'a post with contents')
    await page.goto(`blog/${post.slug}`)
    const contents = page.getByRole('navigation', { name: ui.blog.contents })
    const links = contents.getByRole('link')
    await expect(links.first()).toBeVisible()
    const [text, side] = await Promise.all([bodyOf(page).boundingBox(), contents.boundingBox()])
    expect(side?.x ?? 0).toBeGreaterThanOrEqual((text?.x ?? 0) + (text?.width ?? 0))
    await expect(contents.locator('[aria-current]')).toHaveCount(0)
    for (const i of [1, 0, (await links.count()) - 1]) {
      const id = (await links.nth(i).getAttribute('href'))?.slice(1) ?? ''
      await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView())
      await expect(links.nth(i)).toHaveAttribute('aria-current', 'location')
      await expect(contents.locator('[aria-current]')).toHaveCount(1)
      await expect(contents).toBeInViewport()
    }
  })

  // There the summary is a label: no toggle to tab to. The box scrolls, and clips what reaches
  // past it: a focus ring too.
  test('the keyboard meets their links alone, each ring drawn whole', async ({ page }) => {
    const post = needs(await postWithContents(page), 'a post with contents')
    await page.goto(`blog/${post.slug}`)
    const contents = page.getByRole('navigation', { name: ui.blog.contents })
    const links = contents.getByRole('link')
    await links.first().focus()
    await page.keyboard.press('Shift+Tab')
    await expect(contents.locator(':focus')).toHaveCount(0)
    for (const link of await links.all()) {
      await link.focus()
      const [ring, box] = await link.evaluate((element) => {
        const style = getComputedStyle(element)
        const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
        const { left, right, top, bottom } = element.getBoundingClientRect()
        const clip = element.closest('nav')?.getBoundingClientRect()
        return [
          [left - reach, top - reach, right + reach, bottom + reach],
          [clip?.left ?? 0, clip?.top ?? 0, clip?.right ?? 0, clip?.bottom ?? 0],
        ]
      })
      expect(ring[0]).toBeGreaterThanOrEqual(box[0] ?? 0)
      expect(ring[2]).toBeLessThanOrEqual(box[2] ?? 0)
    }
  })

  test('a link to a section, followed in the app, scrolls it clear of the header', async ({
    page,
  }) => {
    const post = needs(await postWithContents(page), 'a post with contents')
    await page.goto('blog')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const id = await page.evaluate(async (href) => {
      const html = await (await fetch(href)).text()
      const body = new DOMParser().parseFromString(html, 'text/html').querySelector('article > div')
      return [...(body?.querySelectorAll('h2, h3') ?? [])].at(-1)?.id ?? ''
    }, postHref(post.slug))
    // A link to the section from another of the site's pages, as a post may have.
    await page.evaluate(
      (href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'section' })
        document.getElementById('main')?.prepend(link)
      },
      `${postHref(post.slug)}#${id}`,
    )
    await page.getByRole('link', { name: 'section', exact: true }).click()
    const heading = page.locator(`[id="${id}"]`)
    await expect(heading).toBeInViewport()
    const header = await page.locator('body > header').boundingBox()
    const { top, atEnd } = await heading.evaluate((element) => ({
      top: element.getBoundingClientRect().top,
      atEnd: Math.ceil(scrollY + innerHeight) >= document.documentElement.scrollHeight,
    }))
    expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
    // Near the top, unless the section is too short for it: then the page is at its end.
    expect(top < 200 || atEnd, `${top} px from the top`).toBe(true)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })

  test('a link to a part of the post adds to the history as a browser does: Back returns to where the reader was, and Forward to the part', async ({
    page,
  }) => {
    const post = needs(await postWithContents(page), 'a post with contents')
    await page.goto('blog')
    await page.getByRole('main').getByRole('link', { name: post.title, exact: true }).click()
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toHaveText(post.title)
    const link = page.getByRole('navigation', { name: ui.blog.contents }).getByRole('link').last()
    const section = page.locator(`[id="${(await link.getAttribute('href'))?.slice(1)}"]`)
    await link.click()
    await expect(section).toBeInViewport()
    await page.goBack()
    await expect(page).toHaveURL(`blog/${post.slug}`)
    await expect(title).toBeInViewport()
    await page.goForward()
    await expect(page).toHaveURL(`blog/${post.slug}#${await section.getAttribute('id')}`)
    await expect(section).toBeInViewport()
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL('blog')
  })
})

test.describe('the contents on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('are closed above the text, and a section chosen there shows clear of the header', async ({
    page,
  }) => {
    const post = needs(await postWithContents(page), 'a post with contents')
    await page.goto(`blog/${post.slug}`)
    await hydrated(page)
    const contents = page.getByRole('navigation', { name: ui.blog.contents })
    const links = contents.getByRole('link')
    await expect(links.first()).toBeHidden()
    const [above, text] = await Promise.all([contents.boundingBox(), bodyOf(page).boundingBox()])
    expect((above?.y ?? 0) + (above?.height ?? 0)).toBeLessThanOrEqual(text?.y ?? 0)
    await contents.getByText(ui.blog.contents).click()
    await links.nth(1).click()
    const id = (await links.nth(1).getAttribute('href'))?.slice(1) ?? ''
    const top = await page
      .locator(`[id="${id}"]`)
      .evaluate((element) => element.getBoundingClientRect().top)
    const header = await page.locator('body > header').boundingBox()
    expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })
})

for (const width of [390, 1280])
  for (const withApp of [true, false])
    test.describe(`${width} px wide, ${withApp ? 'with' : 'without'} the app's script`, () => {
      // Without it as a reader without JavaScript has the page; the page still measures itself.
      test.use({
        viewport: { width, height: 800 },
        waitForApp: withApp,
        allowedConsoleErrors: withApp
          ? []
          : [/Failed to load resource|dynamically imported module/],
      })

      test('the contents move nothing as the page loads', async ({ page }) => {
        const post = needs(await postWithContents(page), 'a post with contents')
        if (!withApp) await page.route('**/assets/*.js', (route) => route.abort())
        await page.goto(`blog/${post.slug}`)
        const contents = page.getByRole('navigation', { name: ui.blog.contents })
        // Shown beside the text on a wide screen from the first paint, script or not; closed
        // above the text on a phone.
        await expect(contents.getByRole('link').first()).toBeVisible({ visible: width > 1000 })
        expect(await layoutShift(page)).toBe(0)
      })
    })

// A post that lists its sections, found from the published pages.
// Which posts list their contents, as their pages' own HTML says (one fetch each).
async function postsWithContents(page: Page) {
  await page.goto('blog')
  const slugs = await page.evaluate(
    (hrefs) =>
      Promise.all(
        hrefs.map(async (href) => {
          const html = await (await fetch(href)).text()
          return html.includes('data-contents') ? href : ''
        }),
      ),
    posts.map(({ slug }) => postHref(slug)),
  )
  return posts.filter(({ slug }) => slugs.includes(postHref(slug)))
}

const postWithContents = async (page: Page) => (await postsWithContents(page))[0]

// A post with a block of code: a fence, ``` or ~~~, in its MDX.
const postsWithCode = posts.filter((post) =>
  /^ {0,3}(```|~~~)/m.test(readFileSync(post.file, 'utf8')),
)
const [postWithCode] = postsWithCode

// A code block's room above its code and below it: the same when no button sits there.
const paddingOf = (block: Locator) =>
  block.evaluate((pre) => {
    const { paddingTop, paddingBottom } = getComputedStyle(pre)
    return { paddingTop, paddingBottom }
  })

test.describe("a post's code", () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  for (const width of [390, 1280])
    test(`at ${width} px, each block has a button above its code that copies it, and says it has`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      const words = needs(ui.blog.copyCode, 'the words of the copy button')
      const post = needs(postWithCode, 'a post with code')
      await page.goto(`blog/${post.slug}`)
      // Each block with what the browser adds beside its code.
      const blocks = bodyOf(page).locator('div:has(> pre)')
      await expect(bodyOf(page).getByRole('button', { name: words.button })).toHaveCount(
        await bodyOf(page).locator('pre').count(),
      )
      for (const block of await blocks.all()) {
        const [code, button] = [block.locator('pre'), block.getByRole('button')]
        const [drawn, firstLine] = await Promise.all([
          button.boundingBox(),
          code.locator('.line').first().boundingBox(),
        ])
        expect((drawn?.y ?? 0) + (drawn?.height ?? 0)).toBeLessThanOrEqual(firstLine?.y ?? 0)
        await button.click()
        await expect(button).toHaveText(words.copied)
        await expect(block.getByRole('status')).toHaveText(words.copied)
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          await code.textContent(),
        )
        await expect(button).toHaveText(words.button)
      }
    })

  test('on a phone, a block wider than the screen is shaded on the side where more of it lies', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 })
    test.setTimeout(30_000 + postsWithCode.length * 1_000)
    let wide: Locator | undefined
    for (const post of postsWithCode) {
      await page.goto(`blog/${post.slug}`)
      const blocks = await bodyOf(page).locator('pre').all()
      for (const block of blocks)
        if (await block.evaluate((pre) => pre.scrollWidth > pre.clientWidth)) wide ??= block
      if (wide) break
    }
    const block = needs(wide, 'a code block wider than a phone')
    // Along the room under the last line, where no code is: the block's own colour in the middle.
    const edges = async () => {
      const { at, width, height } = await drawn(block)
      const [start, middle, end] = [4, width / 2, width - 5].map((x) => at(x, height - 10))
      return { start: start !== middle, end: end !== middle }
    }
    expect(await edges()).toEqual({ start: false, end: true })
    await block.evaluate((pre) => pre.scrollBy({ left: pre.scrollWidth, behavior: 'instant' }))
    expect(await edges()).toEqual({ start: true, end: false })
  })

  test('should the browser refuse to copy, the code is selected, ready for the keys', async ({
    page,
  }) => {
    const words = needs(ui.blog.copyCode, 'the words of the copy button')
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('', 'NotAllowedError'))
    })
    await page.goto(`blog/${needs(postWithCode, 'a post with code').slug}`)
    const block = bodyOf(page).locator('div:has(> pre)').first()
    await block.getByRole('button', { name: words.button }).click()
    await expect
      .poll(() => page.evaluate(() => getSelection()?.toString()))
      .toBe(await block.locator('pre').textContent())
    await expect(block.getByRole('button')).toHaveText(words.button)
  })

  test('on paper it has no button, nor the room kept for it', async ({ page }) => {
    const words = needs(ui.blog.copyCode, 'the words of the copy button')
    await page.goto(`blog/${needs(postWithCode, 'a post with code').slug}`)
    await expect(bodyOf(page).getByRole('button', { name: words.button }).first()).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(bodyOf(page).locator('button').filter({ visible: true })).toHaveCount(0)
    const { paddingTop, paddingBottom } = await paddingOf(bodyOf(page).locator('pre').first())
    expect(paddingTop).toBe(paddingBottom)
  })

  // As an Arabic or a Hebrew translation's page is: each block's first line starts on its left.
  test('it reads left to right in a page written right to left', async ({ page }) => {
    await page.goto(`blog/${needs(postWithCode, 'a post with code').slug}`)
    await page.evaluate(() => (document.documentElement.dir = 'rtl'))
    const offsets = await bodyOf(page)
      .locator('pre')
      .evaluateAll((blocks) =>
        blocks.map((block) => {
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
          const text = walker.nextNode()
          const first = document.createRange()
          first.setStart(text ?? block, 0)
          first.setEnd(text ?? block, 1)
          const { paddingLeft, borderLeftWidth } = getComputedStyle(block)
          const start = block.getBoundingClientRect().left + parseFloat(paddingLeft)
          return Math.round(
            first.getBoundingClientRect().left - start - parseFloat(borderLeftWidth),
          )
        }),
      )
    expect(offsets.length).toBeGreaterThan(0)
    expect(offsets).toEqual(offsets.map(() => 0))
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('it has no button, and its code starts at the top of its block', async ({ page }) => {
      await page.goto(`blog/${needs(postWithCode, 'a post with code').slug}`)
      const block = bodyOf(page).locator('pre').first()
      await expect(block).toBeVisible()
      await expect(bodyOf(page).getByRole('button')).toHaveCount(0)
      const { paddingTop, paddingBottom } = await paddingOf(block)
      expect(paddingTop).toBe(paddingBottom)
    })
  })
})

test('printed, a post is the whole document: no way back to the list, nor on to other posts', async ({
  page,
}) => {
  const main = page.getByRole('main')
  const back = main.getByRole('link', { name: ui.blog.allPosts })
  const pager = main.getByRole('navigation', { name: ui.blog.morePosts })
  const related = main.getByRole('region', { name: ui.blog.related })
  // A post with related posts, if one has.
  test.setTimeout(30_000 + posts.length * 1_000)
  let post = needs(posts[0], 'the blog needs a post')
  for (const candidate of posts) {
    await page.goto(`blog/${candidate.slug}`)
    post = candidate
    if ((await related.count()) > 0) break
  }
  await expect(back).toBeVisible()
  if (posts.length > 1) await expect(pager).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(back).toBeHidden()
  await expect(pager).toBeHidden()
  await expect(related).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
})

// Paper does not scroll: what a code block's line has past its edge would never be read.
test('printed, every line of code in every post shows whole', async ({ page }) => {
  const every = LANGUAGES.flatMap(({ folder, posts }) =>
    posts.map(({ slug }) => `${folder}blog/${slug}`),
  )
  test.setTimeout(30_000 + every.length * 1_000)
  const cut: string[] = []
  for (const path of every) {
    await page.goto(path)
    await asPrinted(page)
    const lines = await page
      .getByRole('article')
      .locator('pre')
      .evaluateAll((blocks) =>
        blocks
          .filter((block) => block.scrollWidth > block.clientWidth)
          .map((block) => (block.textContent ?? '').split('\n')[0]),
      )
    cut.push(...lines.map((line) => `/${path}: ${line}`))
  }
  expect(cut).toEqual([])
})

// An address written out in a post (GFM links it), as a footnote's source often is.
const postWithAddress = posts.find((post) =>
  /(^|\s)https?:\/\/\S+/m.test(readFileSync(post.file, 'utf8')),
)

test('printed, an address written out in a post reads once, and a footnote has no way back', async ({
  page,
}) => {
  const { slug } = needs(postWithAddress, 'needs a post with an address written out')
  await page.goto(`blog/${slug}`)
  await asPrinted(page)
  // What each link to another site prints after its text: its address, unless that is its text.
  const printed = await bodyOf(page)
    .locator('a[href^="http"]')
    .evaluateAll((links) =>
      links.map((link) => ({
        text: link.firstChild?.textContent ?? '',
        href: link.getAttribute('href') ?? '',
        after: getComputedStyle(link, '::after').content,
      })),
    )
  const addresses = printed.filter(({ text, href }) => text === href)
  expect(addresses.length).toBeGreaterThan(0)
  expect(addresses.map(({ after }) => after)).toEqual(addresses.map(() => 'none'))
  for (const { text, href, after } of printed.filter((link) => !addresses.includes(link)))
    expect(after, text).toBe(`" (${href})"`)
  for (const back of await bodyOf(page).locator('[data-footnote-backref]').all())
    await expect(back).toBeHidden()
})

// A post's footnotes (`[^note]`), in each language that has a post with one.
for (const language of LANGUAGES) {
  const post = language.posts.find((candidate) =>
    /^\[\^[^\]]+\]:/m.test(readFileSync(candidate.file, 'utf8')),
  )
  test(`a footnote in ${language.code} leads to its note and back, its links named in the post's language, and its heading heard, not seen`, async ({
    page,
  }) => {
    const { slug } = needs(post, 'needs a post with a footnote')
    const { blog } = language.ui
    await page.goto(`${language.folder}blog/${slug}`)
    const reference = bodyOf(page).locator('sup a').first()
    const number = (await reference.textContent()) ?? ''
    const byId = async (link: Locator) =>
      page.locator(`[id="${decodeURIComponent((await link.getAttribute('href')) ?? '').slice(1)}"]`)
    const note = await byId(reference)
    await reference.click()
    await expect(note).toBeInViewport()
    const back = note.getByRole('link', {
      name: blog.backToReference ? fill(blog.backToReference, { number }) : undefined,
    })
    await expect(await byId(back)).toHaveText(number)
    await back.click()
    await expect(reference).toBeInViewport()
    // The notes' heading, for a screen reader's list of headings: a box of a pixel at most.
    const heading = bodyOf(page)
      .getByRole('heading', { name: blog.footnotes ?? /./ })
      .last()
    expect((await heading.boundingBox())?.width).toBeLessThanOrEqual(1)
    // Nor does the post's contents list it, where the post has one.
    const contents = page.getByRole('navigation', { name: blog.contents, exact: true })
    await expect(contents.getByText((await heading.textContent()) ?? '')).toHaveCount(0)
  })
}

// A picture written as Markdown (`![alt](images/posts/chart.png)`) is shown as a <Figure> is.
test("a picture written in Markdown shows whole, from the site's own files, in its shape", async ({
  page,
}) => {
  const written = posts.flatMap((post) =>
    [...readFileSync(post.file, 'utf8').matchAll(/!\[([^\]]*)\]\([^)\s]+\)/g)].map(
      ([, alt = '']) => ({ post, alt }),
    ),
  )
  const { post, alt } = needs(written[0], 'needs a post with a picture written in Markdown')
  await page.goto(`blog/${post.slug}`)
  const picture = bodyOf(page).getByRole('img', { name: alt, exact: true })
  await picture.scrollIntoViewIfNeeded()
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const source = new URL(await picture.evaluate((img: HTMLImageElement) => img.currentSrc))
  expect(source.origin).toBe(new URL(page.url()).origin)
  await expectPicturesInShape(page)
  // A picture narrower than the text (a small chart, a badge), which the build leaves at its own
  // width, shows at that width, not enlarged until it blurs; in its shape still.
  const height = await picture.evaluate((img: HTMLImageElement) => {
    const ratio = Number(img.getAttribute('height')) / Number(img.getAttribute('width'))
    img.setAttribute('width', '240')
    img.setAttribute('height', String(240 * ratio))
    return 240 * ratio
  })
  const drawn = await picture.boundingBox()
  expect(drawn?.width).toBe(240)
  // Within its frame's two pixels.
  expect(Math.abs((drawn?.height ?? 0) - height)).toBeLessThanOrEqual(2)
})

// A link written from the site's root (`[the portfolio](/portfolio)`) leads there in the post's
// language, wherever the site is published.
test("a link in a post to a page from the site's root leads to that page, in the post's language", async ({
  page,
}) => {
  const written = LANGUAGES.flatMap((language) =>
    language.posts.flatMap((post) =>
      [...readFileSync(post.file, 'utf8').matchAll(/\[([^\]]+)\]\((\/[^)\s]*)\)/g)].map(
        ([, text = '', path = '']) => ({ language, post, text, path }),
      ),
    ),
  )
  needs(written[0], "needs a post with a link from the site's root")
  for (const { language, post, text, path } of written) {
    await page.goto(`${language.folder}blog/${post.slug}`)
    const link = bodyOf(page).getByRole('link', { name: text, exact: true })
    const href = `${BASE}${language.folder}${path.slice(1)}`
    await expect(link).toHaveAttribute('href', href)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${escapeRegExp(href)}$`))
  }
})

// A column aligned in Markdown (`| --: |`) is aligned on the page, by the site's own stylesheet.
test("a table's columns are aligned as the post's Markdown aligns them", async ({ page }) => {
  const post = needs(
    posts.find((candidate) =>
      /^\|(\s*:?-+:?\s*\|)*\s*-+:\s*\|/m.test(readFileSync(candidate.file, 'utf8')),
    ),
    'needs a post with a column aligned right',
  )
  await page.goto(`blog/${post.slug}`)
  const table = bodyOf(page).getByRole('table').first()
  const aligned = await table
    .locator('tr')
    .first()
    .locator('th')
    .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).textAlign))
  expect(aligned).toContain('right')
  expect(aligned[0]).not.toBe('right')
})

// A video from another site (YouTube's width="560" height="315") has a video's proportions across
// the text; a player or a pen given only its height (Spotify's width="100%" height="352",
// CodePen's height="300") keeps that height, not a video's box around it.
test("a post's frame has a video's proportions, unless it is given only its height", async ({
  page,
}) => {
  const post = needs(posts[0], 'the blog needs a post')
  await page.goto(`blog/${post.slug}`)
  const frames = [
    { width: '560', height: '315' },
    { width: '100%', height: '352' },
    { height: '300' },
    {},
  ]
  const heights = await bodyOf(page).evaluate((body, given) => {
    const shown = given.map((attributes) => {
      const frame = Object.assign(document.createElement('iframe'), { title: 'A frame' })
      for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, value)
      body.append(frame)
      return frame
    })
    return shown.map((frame) => [frame.offsetHeight, Math.round((frame.offsetWidth * 9) / 16)])
  }, frames)
  expect(heights.map(([height]) => height)).toEqual([heights[0]?.[1], 352, 300, heights[3]?.[1]])
})
