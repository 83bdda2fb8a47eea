import { expect, test } from 'vitest'
import { localize } from '../../../src/site-content/localize.ts'
import { blogPaths, postName, readingMinutes, splitPost } from '../../../src/site-content/posts.ts'
import { pair } from '../../fixtures/content/sites.ts'

test("a post's file names its slug and, but in the default language, its language", () => {
  expect(postName('src/content/posts/hello-world.mdx', 'en')).toEqual({
    slug: 'hello-world',
    code: 'en',
    valid: true,
  })
  expect(postName('posts/hello-world.fi.mdx', 'en')).toMatchObject({
    slug: 'hello-world',
    code: 'fi',
  })
  expect(postName('posts/a.b.c.mdx', 'en').valid).toBe(false)
})

test('the front matter is read as YAML apart from the body', () => {
  const { data, body } = splitPost('---\ntitle: Hi\ntags: [a, b]\n---\n\n# Body\n')
  expect(data).toEqual({ title: 'Hi', tags: ['a', 'b'] })
  expect(body).toBe('\n# Body\n')
  expect(splitPost('No front matter').data).toBeUndefined()
})

test('reading time counts prose at 220 words a minute, rounding up, and at least a minute', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
  expect(readingMinutes('')).toBe(1)
  expect(readingMinutes(words(220))).toBe(1)
  expect(readingMinutes(words(221))).toBe(2)
  expect(readingMinutes(words(1100))).toBe(5)
})

test('reading time leaves out markup and counts code twice, as it reads slower', () => {
  const markup = 'import x from \'./x\'\n\n<Figure image="a.png" alt="A picture">\n</Figure>\n'
  expect(readingMinutes(`${markup}[${'link '.repeat(200)}](https://example.org/a/b/c)`)).toBe(1)
  const code = `\`\`\`ts\n${'const a = 1\n'.repeat(40)}\`\`\``
  // 40 lines of 4 words, counted twice: 320 words.
  expect(readingMinutes(code)).toBe(2)
})

test("a language's posts are its own, newest first, with their reading time", () => {
  const english = localize(pair, 'en').posts
  expect(english.map((post) => post.slug)).toEqual(['fast-builds', 'older'])
  expect(english[0]).toMatchObject({ title: 'Fast builds', language: 'en', minutes: 1 })
  expect(localize(pair, 'de').posts.map((post) => post.title)).toEqual(['Schnelle Builds'])
})

test('drafts are left out of a build and shown by the dev server', () => {
  expect(localize(pair, 'en').posts.some((post) => post.draft)).toBe(false)
  const shown = localize(pair, 'en', { drafts: true }).posts
  expect(shown.map((post) => post.slug)).toEqual(['unfinished', 'fast-builds', 'older'])
})

test("the blog's pages are its list, each post and each tag its posts use; none without posts", () => {
  expect(blogPaths(localize(pair, 'en').posts)).toEqual([
    '/blog',
    '/blog/fast-builds',
    '/blog/older',
    '/blog/tags/rust',
    '/blog/tags/profiling',
    '/blog/tags/cli',
  ])
  expect(blogPaths([])).toEqual([])
})
