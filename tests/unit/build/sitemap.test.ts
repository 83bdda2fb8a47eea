import { expect, test } from 'vitest'
import { robotsTxt, sitemapXml } from '../../../src/build/sitemap.ts'

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)

test('the sitemap lists each address once, escaped for XML', () => {
  const xml = sitemapXml([
    [{ code: 'en', url: 'https://me.example/' }],
    [{ code: 'en', url: 'https://me.example/a?b=1&c=2' }],
  ])
  expect(locs(xml)).toEqual(['https://me.example/', 'https://me.example/a?b=1&amp;c=2'])
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9"/,
  )
  expect(xml).not.toContain('hreflang')
})

test('every address of a page lists the languages that have it, and the default as x-default', () => {
  const xml = sitemapXml([
    [
      { code: 'en', url: 'https://me.example/' },
      { code: 'fi', url: 'https://me.example/fi/' },
    ],
    [
      { code: 'en', url: 'https://me.example/about' },
      { code: 'fi', url: 'https://me.example/fi/about' },
    ],
    // A post only Finnish has: no alternates.
    [{ code: 'fi', url: 'https://me.example/fi/blog/vain' }],
  ])
  expect(locs(xml)).toEqual([
    'https://me.example/',
    'https://me.example/fi/',
    'https://me.example/about',
    'https://me.example/fi/about',
    'https://me.example/fi/blog/vain',
  ])
  expect(xml.split('<url>')[5]).not.toContain('hreflang')
  const entry = xml.split('<url>')[4] ?? ''
  expect(entry).toContain('<loc>https://me.example/fi/about</loc>')
  expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m.slice(1))).toEqual([
    ['en', 'https://me.example/about'],
    ['fi', 'https://me.example/fi/about'],
    ['x-default', 'https://me.example/about'],
  ])
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
})

test('an address with a day it last changed (a post) gives it as lastmod; the others give none', () => {
  const xml = sitemapXml([
    [{ code: 'en', url: 'https://me.example/about' }],
    [
      { code: 'en', url: 'https://me.example/blog/post', modified: '2026-07-20' },
      { code: 'fi', url: 'https://me.example/fi/blog/post', modified: '2026-08-01' },
    ],
  ])
  const [, about, post, finnish] = xml.split('<url>')
  expect(about).not.toContain('lastmod')
  expect(post).toContain(
    '<loc>https://me.example/blog/post</loc>\n    <lastmod>2026-07-20</lastmod>\n',
  )
  expect(finnish).toContain('<lastmod>2026-08-01</lastmod>')
})

test('robots.txt allows everything and names the sitemap', () => {
  expect(robotsTxt('https://me.example/sitemap.xml')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://me.example/sitemap.xml\n',
  )
})
