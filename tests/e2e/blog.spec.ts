import { parseFeed } from '@rowanmanning/feed-parser'
import type { Page } from '@playwright/test'
import { fill } from '../../src/lib/fill.ts'
import { formatDay } from '../../src/lib/dates.ts'
import { titleWithin } from '../../src/document/head.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, site, ui } from './content.ts'
import {
  BASE,
  expect,
  expectPicturesInShape,
  needs,
  openFromMenu,
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
const shareImageOf = (slug: string) => `${SITE_URL}share/blog/${slug}.png`

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
      for (const heading of await main.locator('h2, h3').all()) {
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
    }
  })

  test('search says it needs JavaScript and leads to the blog and the portfolio', async ({
    page,
  }) => {
    await page.goto('search')
    const main = page.getByRole('main')
    await expect(main).toContainText(ui.search.needsJavaScript)
    await expect(main.getByRole('searchbox')).toHaveCount(0)
    await expect(main.getByRole('link', { name: ui.nav.portfolio })).toHaveAttribute(
      'href',
      `${BASE}portfolio`,
    )
    if (posts.length > 0)
      await expect(main.getByRole('link', { name: ui.nav.blog })).toHaveAttribute(
        'href',
        `${BASE}blog`,
      )
  })
})

// A post's head tags: its title, description and share image.
async function expectPostHead(page: Page, post: (typeof posts)[number]) {
  const title = titleWithin(
    fill(ui.titles.post, { post: post.title, name: site.identity.fullName }),
    post.title,
  )
  await expectHead(page, { title, description: post.description }, postUrl(post.slug), {
    image: shareImageOf(post.slug),
    alt: post.title,
  })
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
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      image: shareImageOf(post.slug),
      author: { '@type': 'Person', name: site.identity.fullName, url: SITE_URL },
    })
    const png = await request.get(`share/blog/${post.slug}.png`)
    expect(png.headers()['content-type']).toBe('image/png')
    const body = await png.body()
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630])
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
          const body = post.querySelector('article header + div')
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
    if (word) return { word, post }
  }
  return undefined
}

test('search finds a word of one post and leads to it, with the keyboard', async ({ page }) => {
  const { word, post } = needs(await wordOfOnePost(page), 'search needs a word in one post')
  await page.goto('search')
  const box = page.getByRole('searchbox', { name: ui.search.label })
  await box.focus()
  await page.keyboard.type(word)
  const results = page.getByRole('main').getByRole('listitem')
  const found = results.getByRole('link', { name: post.title, exact: true })
  await expect(found).toHaveAttribute('href', new RegExp(`${BASE}blog/${post.slug}/?$`))
  await expect(page.getByRole('status')).toContainText(word)
  for (const other of posts.filter((p) => p.slug !== post.slug))
    await expect(results.getByRole('link', { name: other.title, exact: true })).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
  await found.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
})

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
  const inApp = await page.getByRole('article').innerText()
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
  expect(await page.getByRole('article').innerText()).toBe(inApp)
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
  const post = needs(
    posts.find((candidate) => candidate.cover),
    'a post with a cover',
  )
  await page.goto(`blog/${post.slug}`)
  await expect(page.getByRole('img', { name: post.cover?.alt })).toBeVisible()
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[]
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(0), 500)
      }),
  )
  expect(shift).toBe(0)
  await expectPicturesInShape(page)
})
