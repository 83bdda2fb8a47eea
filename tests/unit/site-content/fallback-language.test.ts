// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import type * as Content from '../../../src/site-content/content.ts'
import { localize } from '../../../src/site-content/localize.ts'
import { mapTexts, textsAt } from '../../../src/site-content/merge-words.ts'

// Finnish as a translation begins: the site's own words (menus, buttons, headings) and none of the
// owner's content, which shows in English.
vi.mock('../../../src/site-content/content.ts', async (original) => {
  const { content } = await original<typeof Content>()
  const { ui } = content.words.fi as { ui: unknown }
  const begun = { ...content, words: { ...content.words, fi: { ui } } }
  return { content: begun, contentFor: (code: string) => localize(begun, code) }
})

const { render, routesOf, languageContent } = await import('../../../src/entry-server.tsx')
const [english, finnish] = [languageContent('en'), languageContent('fi')]
const ASSETS = { entry: '/entry.js', stylesheet: '/style.css' }
const { words } = (await import('../../../src/site-content/content.ts')).content
// What the whole translation writes as English does (Python, GitHub) is a name, read alike in both.
const { content: whole } = await vi.importActual<typeof Content>(
  '../../../src/site-content/content.ts',
)
const names = new Set<string>()
mapTexts(whole.words.fi, (text) => (names.add(text), text))
const leftInEnglish = new Set(
  textsAt(
    words.en,
    finnish.untranslated.filter((path) => !path.startsWith('ui.')),
  ).filter((text) => !names.has(text)),
)

// Every text node on the page that is one of those texts, with the language it is read in.
function englishTextsIn(path: string) {
  const html = render(finnish.href(path), ASSETS).html
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT)
  const found: { text: string; lang?: string | null; dir?: string | null }[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    if (!leftInEnglish.has(text)) continue
    // The nearest element that names a language, and the direction it gives the text.
    const marked = node.parentElement?.closest('[lang]')
    found.push({ text, lang: marked?.getAttribute('lang'), dir: marked?.getAttribute('dir') })
  }
  return found
}

test('the translation leaves texts to English, and its pages show them', () => {
  expect(leftInEnglish.size).toBeGreaterThan(50)
  expect(englishTextsIn('/about').length).toBeGreaterThan(10)
})

for (const { path } of routesOf(finnish)) {
  test(`/fi${path}: each text left in English is marked as English, read and laid out as English`, () => {
    const { code, dir } = english.language
    const unmarked = englishTextsIn(path).filter((text) => text.lang !== code || text.dir !== dir)
    expect(unmarked).toEqual([])
  })
}
