import { expect, test } from 'vitest'
import { inAppPath, PLAIN_CLICK as click } from '../../../src/lib/in-app-link.ts'
const link = (href: string, { target = '', download = false } = {}) => ({
  href,
  target,
  hasAttribute: (name: string) => name === 'download' && download,
})
const here = 'https://me.example/site/about'
const base = '/site'

test('a plain click on a link to a page of the site stays in the app', () => {
  expect(inAppPath(click, link('https://me.example/site/contact'), here, base)).toBe('/contact')
  expect(inAppPath(click, link('/site/'), here, base)).toBe('/')
  expect(inAppPath(click, link('/site/portfolio?x=1#top'), here, base)).toBe('/portfolio?x=1#top')
  expect(inAppPath(click, link('/site/about', { target: '_self' }), here, base)).toBe('/about')
})

test('the browser keeps clicks with a modifier key, another button, or already handled', () => {
  for (const key of ['altKey', 'ctrlKey', 'metaKey', 'shiftKey'])
    expect(inAppPath({ ...click, [key]: true }, link('/site/contact'), here, base)).toBeNull()
  expect(inAppPath({ ...click, button: 1 }, link('/site/contact'), here, base)).toBeNull()
  expect(
    inAppPath({ ...click, defaultPrevented: true }, link('/site/contact'), here, base),
  ).toBeNull()
})

test('the browser keeps links to other sites, new tabs, downloads and outside the base path', () => {
  expect(inAppPath(click, link('https://github.com/me'), here, base)).toBeNull()
  expect(inAppPath(click, link('/site/contact', { target: '_blank' }), here, base)).toBeNull()
  expect(inAppPath(click, link('/site/cv.pdf', { download: true }), here, base)).toBeNull()
  expect(inAppPath(click, link('/other/'), here, base)).toBeNull()
  expect(inAppPath(click, link('/sitemap.xml'), here, base)).toBeNull()
})

test('a jump within the page is left to the browser', () => {
  expect(inAppPath(click, link('#main'), here, base)).toBeNull()
  expect(inAppPath(click, link('/site/about#main'), here, base)).toBeNull()
  expect(inAppPath(click, link('/site/contact#main'), here, base)).toBe('/contact#main')
})

test('with the site at the root of its host, every path of the host is in the app', () => {
  expect(inAppPath(click, link('/contact'), 'https://me.example/', '')).toBe('/contact')
  expect(inAppPath(click, link('/'), 'https://me.example/contact', '')).toBe('/')
})
