import { expect, test } from 'vitest'
import { routesOf } from '../../../../scripts/bench/sitemap.mjs'

const sitemap = (...paths: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>https://example.github.io${path}</loc></url>`),
    '</urlset>',
  ].join('\n')

test('every page of the sitemap becomes a route under the served base, Home as the empty one', () => {
  const xml = sitemap(
    '/react-portfolio/',
    '/react-portfolio/portfolio',
    '/react-portfolio/portfolio/weather-app/',
    '/react-portfolio/about',
    '/react-portfolio/fi/',
  )
  expect(routesOf(xml, '/react-portfolio/')).toEqual([
    '',
    'portfolio',
    'portfolio/weather-app/',
    'about',
    'fi/',
  ])
})

test('a site published at the root keeps its paths, and a page outside the base is an error', () => {
  expect(routesOf(sitemap('/', '/contact'), '/')).toEqual(['', 'contact'])
  expect(routesOf(sitemap('/react-portfolio'), '/react-portfolio/')).toEqual([''])
  expect(() => routesOf(sitemap('/elsewhere/about'), '/react-portfolio/')).toThrow(/outside/)
})
