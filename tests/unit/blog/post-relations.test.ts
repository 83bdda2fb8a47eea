import { expect, test } from 'vitest'
import { relatedPosts, seriesParts } from '../../../src/blog/post-relations.ts'
import type { Post } from '../../../src/site-content/posts.ts'

const post = (slug: string, date: string, tags: string[], series?: string): Post => ({
  slug,
  date,
  tags,
  series,
  title: slug,
  description: '',
  language: 'en',
  minutes: 1,
  file: `src/content/posts/${slug}.mdx`,
  draft: false,
  toc: true,
})

// Newest first, as a language's posts are.
const posts = [
  post('e', '2025-05-01', ['rust', 'wasm'], 'rust'),
  post('d', '2025-04-01', ['css']),
  post('c', '2025-03-01', ['rust', 'wasm', 'css'], 'rust'),
  post('b', '2025-02-01', ['rust']),
  post('a', '2025-01-01', ['rust', 'wasm'], 'rust'),
]
const [e, d, c, b, a] = posts as [Post, Post, Post, Post, Post]
const slugs = (list: readonly Post[]) => list.map(({ slug }) => slug)

test("a series' parts run oldest first, and a post outside one has none", () => {
  expect(slugs(seriesParts(posts, c))).toEqual(['a', 'c', 'e'])
  expect(seriesParts(posts, d)).toEqual([])
})

test('a series with one part in this language shows no parts', () => {
  expect(seriesParts([e, d], e)).toEqual([])
})

test('related posts share the most tags first, then are newest, leaving out those shown', () => {
  expect(slugs(relatedPosts(posts, e, []))).toEqual(['c', 'a', 'b'])
  // The neighbours are linked already.
  expect(slugs(relatedPosts(posts, c, [d, b]))).toEqual(['e', 'a'])
  expect(slugs(relatedPosts(posts, a, [b], 1))).toEqual(['e'])
})

test('a post sharing no tag with another has no related posts', () => {
  expect(relatedPosts(posts, d, [e, c])).toEqual([])
  expect(relatedPosts([d, post('x', '2024-01-01', [])], d, [])).toEqual([])
})
