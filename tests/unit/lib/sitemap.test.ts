import { expect, test } from 'vitest'
import { robotsTxt, sitemapXml } from '../../../src/lib/sitemap.ts'

test('the sitemap lists each address once, escaped for XML', () => {
  const xml = sitemapXml(['https://me.example/', 'https://me.example/a?b=1&c=2'])
  expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
    'https://me.example/',
    'https://me.example/a?b=1&amp;c=2',
  ])
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
  )
})

test('robots.txt allows everything and names the sitemap', () => {
  expect(robotsTxt('https://me.example/sitemap.xml')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://me.example/sitemap.xml\n',
  )
})
