import { expect, test } from 'vitest'
import type { Ui } from '../../../../src/content-model/schema.ts'
import { localize } from '../../../../src/site-content/localize.ts'
import { textsAt } from '../../../../src/site-content/merge-words.ts'
import { pair } from '../../../fixtures/content/sites.ts'
import { defaultTextsIn } from '../../../../scripts/check/default-text.mjs'

// The pair fixture's German leaves most projects to English ('Project 1'); its interface words are
// made real ones here: English numbers a project 'Project {number}', German 'Projekt {number}'.
const withPortfolioWords = (ui: Ui, projectNumber: string, viewProject: string) => ({
  ...ui,
  portfolio: { ...ui.portfolio, projectNumber, viewProject },
})
const english = localize(pair, 'en')
const german = localize(pair, 'de')
const defaults = {
  ...english,
  ui: withPortfolioWords(english.ui, 'Project {number}', 'View Project'),
}
const translated = {
  ...german,
  ui: withPortfolioWords(german.ui, 'Projekt {number}', 'Projekt ansehen'),
  untranslatedTexts: textsAt(pair.words.en, german.untranslated),
}
const leaks = (shown: string) => defaultTextsIn(shown, defaults, translated, ['English', 'Deutsch'])

test('an untranslated title that holds an interface word is no leak', () => {
  expect(translated.untranslatedTexts).toContain('Project 1')
  expect(leaks('Project 1\nProjekt 2\nProjekt ansehen')).toEqual([])
})

test('a default-language word a component hard-codes is found', () => {
  expect(leaks('Project 1\nProjekt 2\nView Project')).toContain('View Project')
  // Though a text the translation leaves to the default ('Project 1') holds the word.
  expect(leaks('Projekt 2 · Project 2')).toContain('Project')
})

test("a word of the default's that the translation uses among its own words is no leak", () => {
  // Finnish as the default, 'Lukuaika {minutes} min', and English, '{minutes} min read'.
  const reading = (ui: Ui, minutesToRead: string) => ({
    ...ui,
    blog: { ...ui.blog, minutesToRead },
  })
  const finnish = { ...defaults, ui: reading(defaults.ui, 'Lukuaika {minutes} min') }
  const english = { ...translated, ui: reading(translated.ui, '{minutes} min read') }
  expect(defaultTextsIn('3 min read', finnish, english, [])).toEqual([])
  expect(defaultTextsIn('Lukuaika 3 min', finnish, english, [])).toEqual(['Lukuaika'])
})
