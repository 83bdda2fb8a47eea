// @vitest-environment jsdom
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import Home from '../../../src/pages/home.tsx'
import { menuOf, routesOf } from '../../../src/pages/routes.ts'
import Search from '../../../src/pages/search.tsx'
import {
  LanguageProvider,
  type LanguageContent,
} from '../../../src/site-content/language-content.ts'
import { pair, trio } from '../../fixtures/content/sites.ts'
import { languageOf } from '../build/language-content.ts'

vi.mock(
  'virtual:content-pictures/photo?w=480;800;1200&format=avif;webp&effort=2&as=picture',
  () => ({ default: new Proxy({}, { get: () => PICTURE }) }),
)
vi.mock('virtual:content-pictures/covers?w=640;1200&format=avif;webp&effort=2&as=picture', () => ({
  default: new Proxy({}, { get: () => PICTURE }),
}))
const PICTURE = vi.hoisted(() => ({
  sources: { webp: '/picture.webp 640w' },
  img: { src: '/picture.webp', w: 640, h: 400 },
}))

const withProjects = languageOf(pair, 'en')
const without = languageOf(trio, 'el')

// A page rendered in a language, as a document.
const rendered = (Page: ComponentType, content: LanguageContent) =>
  new DOMParser().parseFromString(
    renderToString(
      <LanguageProvider value={content}>
        <Page />
      </LanguageProvider>,
    ),
    'text/html',
  )

// The addresses a page links to, rendered in a language.
const linksOf = (Page: ComponentType, content: LanguageContent) =>
  [...rendered(Page, content).querySelectorAll('a')].map((link) => link.getAttribute('href'))

test('the portfolio, its tags and its projects have pages, and a place in the menu, only when the owner has projects', () => {
  const pages = (content: LanguageContent) => routesOf(content).map((route) => route.page)
  expect(pages(withProjects)).toContain('portfolio')
  expect(menuOf(withProjects).map((route) => route.page)).toContain('portfolio')
  expect(pages(without)).not.toContain('portfolio')
  expect(pages(without)).not.toContain('project')
  expect(menuOf(without).map((route) => route.page)).toEqual([
    'home',
    'about',
    'resume',
    'contact',
    'search',
  ])
})

test("home's first button leads to the portfolio when there are projects, and else to contact", () => {
  expect(linksOf(Home, withProjects)).toEqual(['/portfolio', '/contact'])
  expect(linksOf(Home, without)).toEqual(['/contact'])
})

test("home's one role title stands as it is: nothing to type, and no script to wake", () => {
  const { home } = withProjects.site
  const one = {
    ...withProjects,
    site: { ...withProjects.site, home: { ...home, roles: ['Only'] } },
  }
  const doc = rendered(Home, one)
  expect(doc.querySelector('h1 + p')?.textContent).toBe('Only')
  expect(doc.querySelector('[data-island]')).toBeNull()
  expect(rendered(Home, withProjects).querySelector('[data-island="typewriter"]')).not.toBeNull()
})

test('search offers, without JavaScript, only pages the site has', () => {
  expect(linksOf(Search, withProjects)).toEqual(['/blog', '/portfolio', '/about'])
  expect(linksOf(Search, without)).toEqual(['/about'])
})
