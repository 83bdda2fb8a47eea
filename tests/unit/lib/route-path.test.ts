import { expect, test } from 'vitest'
import { routePath } from '../../../src/lib/route-path'

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
