import { expect, test } from 'vitest'
import { portfolioView, projectPath, routePath, tagPath } from '../../../src/routing/route-path.ts'

test('reads a trailing slash, a .html twin and a folder index as the plain route', () => {
  for (const path of ['/contact', '/contact/', '/contact.html', '/contact/index.html'])
    expect(routePath(path)).toBe('/contact')
  expect(routePath('/portfolio/quote-calculator.html')).toBe('/portfolio/quote-calculator')
})

test('reads the root in every form as /', () => {
  for (const path of ['', '/', '/index.html', '/index', '//']) expect(routePath(path)).toBe('/')
})

test('keeps the case and anything it does not know', () => {
  expect(routePath('/About')).toBe('/About')
  expect(routePath('/about.htm')).toBe('/about.htm')
  expect(routePath('/404.html')).toBe('/404')
})

test('a project or tag address reads back as what it was made from', () => {
  for (const slug of ['quote-calculator', 'c++ tools'])
    expect(portfolioView(encodeURI(projectPath(slug)))).toEqual({ slug })
  for (const tag of ['react', 'github-actions'])
    expect(portfolioView(tagPath(tag))).toEqual({ tag })
  for (const other of ['/portfolio', '/portfolio/', '/about', '/portfolio/a/b', '/blog/tags/react'])
    expect(portfolioView(other), other).toEqual({})
})
