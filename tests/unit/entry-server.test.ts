// @vitest-environment jsdom
import { expect, onTestFinished, test, vi } from 'vitest'
import type * as Content from '../../src/site-content/content.ts'
import { localize } from '../../src/site-content/localize.ts'
import { typeset } from '../../src/site-content/typography.ts'

const PAYLOAD = '<img src=x onerror="globalThis.pwned=1"><script>globalThis.pwned=2</script>'
// Addresses, file paths, ids, dates and the theme keep their shape (the schema checks them); every
// text gets the payload.
const KEEP = new Set(
  'id img photo link url email slug projectSlugs formId social date start end provider host theme'.split(
    ' ',
  ),
)

const poison = (value: unknown, key = ''): unknown => {
  // A project's tags are ids; the words' `tags` are labels, and get the payload.
  if (KEEP.has(key) || (key === 'tags' && Array.isArray(value))) return value
  // A project's title stays, as a post's does (below): a title is at most 70 characters.
  if (key === 'projects' && value && typeof value === 'object' && !Array.isArray(value))
    return Object.fromEntries(
      Object.entries(value).map(([slug, words]: [string, { title?: string }]) => [
        slug,
        { ...(poison(words) as object), title: words.title },
      ]),
    )
  if (typeof value === 'string') return `${value} ${PAYLOAD}`
  if (Array.isArray(value)) return value.map((item) => poison(item))
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v, k)]))
  return value
}

// The site's facts and every language's words, each text poisoned.
vi.mock('../../src/site-content/content.ts', async (original) => {
  const { content } = await original<typeof Content>()
  const words = poison(content.words) as typeof content.words
  // A post's description too; its title stays, as a post's title alone is its page's when the
  // owner's name makes it too long (lib/fill.ts fillTitle).
  const posts = content.posts?.map(({ file, text }) => ({
    file,
    text: text.replace(
      /^description: (.*)$/m,
      (_, description: string) => `description: ${JSON.stringify(`${description} ${PAYLOAD}`)}`,
    ),
  }))
  const poisoned = { ...content, facts: poison(content.facts), words, posts }
  return { content: poisoned, contentFor: (code: string) => localize(poisoned, code) }
})

// jsdom is here to read what the build renders.
const { render, routesOf, languageContent, NOT_FOUND_PATH } =
  await import('../../src/entry-server.tsx')
const content = languageContent()
const ASSETS = { entry: '/entry.js', stylesheet: '/style.css' }
const documentOf = (path: string) =>
  new DOMParser().parseFromString(render(content.href(path), ASSETS).html, 'text/html')

const routes = routesOf(content)
const isPost = (path: string) =>
  routes.some((route) => route.path === path && route.page === 'post')

// First: React warns of a mistake once, at the first render that makes it.
for (const { path } of routes) {
  test(`${path}: renders without a warning from React`, () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => {})
    onTestFinished(() => warnings.mockRestore())
    render(content.href(path), ASSETS)
    expect(warnings.mock.calls.map((call) => call.join(' '))).toEqual([])
  })
}

for (const path of [...routes.map((route) => route.path), NOT_FOUND_PATH]) {
  test(`${path}: markup in content renders as literal text and runs nothing`, () => {
    const doc = documentOf(path)
    // The page's own scripts run; none with the content's markup in it, nor its picture.
    const active = [
      ...doc.querySelectorAll('script:not([type="application/ld+json"]), img[src="x"]'),
    ].filter((element) => element.outerHTML.includes('pwned'))
    expect(active.map((element) => element.outerHTML)).toEqual([])
    const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith('on')),
    )
    expect(handlers).toEqual([])
    if (!isPost(path)) expect(doc.title).toContain(PAYLOAD)
    expect(doc.body.textContent).toContain(PAYLOAD)
    // A post's description is typeset (site-content/typography.ts): its quotes are curly.
    const description = isPost(path) ? typeset(PAYLOAD, content.language.code) : PAYLOAD
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      description,
    )
    expect('pwned' in globalThis).toBe(false)
  })
}

test('structured data carries the markup as a plain string', () => {
  const doc = documentOf('/')
  const json = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}'
  expect(json).not.toContain('<script>globalThis')
  const data = JSON.parse(json) as { name: string }
  expect(data.name).toBe(content.site.identity.fullName)
  expect(data.name).toContain(PAYLOAD)
})
