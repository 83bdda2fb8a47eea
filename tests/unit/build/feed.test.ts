import { parseFeed } from '@rowanmanning/feed-parser'
import { expect, test } from 'vitest'
import { rssXml } from '../../../src/build/feed.ts'

const feed = rssXml({
  title: 'Zoë: blog',
  description: 'Notes on Rust & Go',
  url: 'https://zoe.example/blog',
  self: 'https://zoe.example/rss.xml',
  language: 'en',
  items: [
    {
      title: 'Fast <builds> & "you"',
      url: 'https://zoe.example/blog/fast-builds',
      description: 'How I made them fast.',
      date: '2025-03-01',
      content: '<p>Cached <code>a < b</code> and <a href="https://zoe.example/">home</a>.</p>',
    },
    {
      title: 'Older',
      url: 'https://zoe.example/blog/older',
      description: 'Then.',
      date: '2024-11-20',
      content: '<p>Then.</p>',
    },
  ],
})

test('the feed is RSS 2.0 that a feed parser reads, with each item complete', () => {
  const parsed = parseFeed(feed)
  expect(parsed.meta).toMatchObject({ type: 'rss', version: '2.0' })
  expect(parsed.title).toBe('Zoë: blog')
  expect(parsed.description).toBe('Notes on Rust & Go')
  expect(parsed.url).toBe('https://zoe.example/blog')
  expect(parsed.language).toBe('en')
  expect(parsed.self).toBe('https://zoe.example/rss.xml')
  expect(
    parsed.items.map(({ title, url, id, published, description, content }) => ({
      title,
      url,
      id,
      published: published?.toISOString(),
      description,
      content,
    })),
  ).toEqual([
    {
      title: 'Fast <builds> & "you"',
      url: 'https://zoe.example/blog/fast-builds',
      id: 'https://zoe.example/blog/fast-builds',
      published: '2025-03-01T00:00:00.000Z',
      description: 'How I made them fast.',
      content: '<p>Cached <code>a < b</code> and <a href="https://zoe.example/">home</a>.</p>',
    },
    {
      title: 'Older',
      url: 'https://zoe.example/blog/older',
      id: 'https://zoe.example/blog/older',
      published: '2024-11-20T00:00:00.000Z',
      description: 'Then.',
      content: '<p>Then.</p>',
    },
  ])
})

test('dates are RFC 822, as RSS 2.0 writes them', () => {
  expect(feed).toContain('<pubDate>Sat, 01 Mar 2025 00:00:00 GMT</pubDate>')
})
