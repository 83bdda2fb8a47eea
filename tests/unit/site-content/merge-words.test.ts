import { expect, test } from 'vitest'
import { mapTexts, mergeWords, textsAt } from '../../../src/site-content/merge-words.ts'

const defaults = {
  home: { intro: 'Hello', roles: ['Developer', 'Trainer'] },
  projects: { a: { title: 'A', details: 'About A' }, b: { title: 'B', details: 'About B' } },
}

test('a translation takes the place of the default text by text', () => {
  const { words } = mergeWords(defaults, {
    home: { intro: 'Hallo' },
    projects: { b: { title: 'Be' } },
  })
  expect(words).toEqual({
    home: { intro: 'Hallo', roles: ['Developer', 'Trainer'] },
    projects: { a: { title: 'A', details: 'About A' }, b: { title: 'Be', details: 'About B' } },
  })
})

test('lists the key of every text left to the default, a list counting as one text', () => {
  const { untranslated } = mergeWords(defaults, { home: { intro: 'Hallo' }, projects: { a: {} } })
  expect(untranslated).toEqual([
    'home.roles',
    'projects.a.title',
    'projects.a.details',
    'projects.b.title',
    'projects.b.details',
  ])
})

test('a complete translation leaves nothing untranslated, and a list is taken whole', () => {
  const whole = {
    home: { intro: 'Hei', roles: ['Kehittäjä'] },
    projects: { a: { title: 'Å', details: 'Å' }, b: { title: 'Bé', details: 'Bé' } },
  }
  expect(mergeWords(defaults, whole)).toEqual({ words: whole, untranslated: [] })
})

test('an empty text is a translation of its own, not a missing one', () => {
  const { words, untranslated } = mergeWords({ headline: 'Lead' }, { headline: '' })
  expect(words).toEqual({ headline: '' })
  expect(untranslated).toEqual([])
})

test('the texts at key paths are what a translation shows untranslated, a list item by item', () => {
  const { untranslated } = mergeWords(defaults, { home: { intro: 'Hallo' }, projects: { a: {} } })
  expect(textsAt(defaults, untranslated)).toEqual([
    'Developer',
    'Trainer',
    'A',
    'About A',
    'B',
    'About B',
  ])
})

test('mapTexts changes every text of a tree, each item of a list too, and nothing else', () => {
  const words = { ui: { title: 'a' }, roles: ['b', 'c'], count: 3 }
  expect(mapTexts(words, (text) => text.toUpperCase())).toEqual({
    ui: { title: 'A' },
    roles: ['B', 'C'],
    count: 3,
  })
})
