// @vitest-environment jsdom
import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { TagList } from '../../../src/components/tag-list.tsx'
import About from '../../../src/pages/about.tsx'
import Blog from '../../../src/pages/blog.tsx'
import Home from '../../../src/pages/home.tsx'
import Portfolio from '../../../src/pages/portfolio.tsx'
import Project from '../../../src/pages/project.tsx'
import Resume from '../../../src/pages/resume.tsx'
import type { PageProps } from '../../../src/pages/routes.ts'
import {
  LanguageProvider,
  type LanguageContent,
} from '../../../src/site-content/language-content.ts'
import { localize } from '../../../src/site-content/localize.ts'
import { mapTexts } from '../../../src/site-content/merge-words.ts'
import { pair } from '../../fixtures/content/sites.ts'

// The fixture's photo and each project's cover, as vite-imagetools makes a picture.
vi.mock(
  'virtual:content-pictures/photo?w=480;800;1200&format=avif;webp&effort=2&as=picture',
  () => ({ default: { 'images/portrait.png': PICTURE } }),
)
vi.mock('virtual:content-pictures/covers?w=640;1200&format=avif;webp&effort=2&as=picture', () => ({
  default: new Proxy({}, { get: () => PICTURE }),
}))
const PICTURE = vi.hoisted(() => ({
  sources: { webp: '/picture.webp 640w' },
  img: { src: '/picture.webp', w: 640, h: 400 },
}))

// German as the pair fixture writes it: some of the content, and the rest left to English.
const content: LanguageContent = {
  ...localize(pair, 'de'),
  language: { code: 'de', name: 'Deutsch', dir: 'ltr' },
  folder: 'de/',
  base: '/de/',
  href: (path) => `/de${path}`,
  url: (path) => `https://example.org/de${path}`,
}
const leftInEnglish = new Set(content.fallback?.texts)
const german = new Set<string>()
mapTexts(pair.words.de, (text) => (german.add(text), text))

function rendered(Page: ComponentType<PageProps>, props: PageProps) {
  const html = renderToString(
    <LanguageProvider value={content}>
      <Page {...props} />
    </LanguageProvider>,
  )
  return new DOMParser().parseFromString(`<main lang="de">${html}</main>`, 'text/html')
}

// Each text node of a German text or one left in English, with the language it is marked in.
function textsIn(Page: ComponentType<PageProps>, props: PageProps = {}) {
  const doc = rendered(Page, props)
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
  const texts: { text: string; lang?: string | null; dir?: string | null }[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    if (!leftInEnglish.has(text) && !german.has(text)) continue
    const marked = node.parentElement?.closest('[lang]')
    texts.push({ text, lang: marked?.getAttribute('lang'), dir: marked?.getAttribute('dir') })
  }
  return texts
}

const PostTags = () => (
  <TagList
    tags={['rust', 'cli'].map((id) => ({ id, label: content.site.tags[id] ?? id }))}
    href={(id) => `/de/blog/tags/${id}`}
    label="Tags"
    fallback={content.fallback}
  />
)

// Home shows German alone; every other page some of both.
const PAGES: [string, ComponentType<PageProps>, PageProps, boolean][] = [
  ['home', Home, {}, false],
  ['About', About, {}, true],
  ['the portfolio', Portfolio, {}, true],
  ['a project of English words', Project, { slug: 'project-a' }, true],
  ['a project partly translated', Project, { slug: 'project-b' }, true],
  ['the blog', Blog, {}, true],
  ['the résumé', Resume, {}, true],
  ["a post's tags", PostTags, {}, true],
]

test.each(PAGES)(
  "%s marks each text German leaves to English as English's, and German's as the page's",
  (_, Page, props, showsEnglish) => {
    const texts = textsIn(Page, props)
    const english = texts.filter(({ text }) => leftInEnglish.has(text))
    expect(english.length > 0).toBe(showsEnglish)
    expect(english.filter(({ lang, dir }) => lang !== 'en' || dir !== 'ltr')).toEqual([])
    const own = texts.filter(({ text }) => german.has(text) && !leftInEnglish.has(text))
    expect(own.length).toBeGreaterThan(0)
    expect(own.filter(({ lang }) => lang !== 'de')).toEqual([])
  },
)

// A list item's marker (the résumé's dash) stands on the side its own direction starts from: in a
// page written the other way, an item of the default language's direction would set it apart from
// its text, on the far side.
test.each(PAGES)(
  '%s keeps every list item in the direction of the page, marking the text within it',
  (_, Page, props) => {
    const items = [...rendered(Page, props).querySelectorAll('li[dir]')]
    expect(items.map((item) => item.textContent)).toEqual([])
  },
)
