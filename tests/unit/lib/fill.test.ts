import { expect, test } from 'vitest'
import { fill, fillTitle } from '../../../src/lib/fill.ts'
import { percent, twoDigits } from '../../../src/lib/numbers.ts'

test('fills every placeholder it has a value for and leaves the others in sight', () => {
  expect(fill('{project} | {name}', { project: 'Tool', name: 'Me' })).toBe('Tool | Me')
  expect(fill('© {year} {name}', { name: 'Me' })).toBe('© {year} Me')
  expect(fill('About', { name: 'Me' })).toBe('About')
})

// Search results show about 70 characters of a title: over them, a page's title is its own words
// alone, without the owner's name and the mark that parts them, wherever the pattern puts it.
test("a page's title over 70 characters leaves out the owner's name", () => {
  const name = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff'
  expect(fillTitle('{project} | {name}', { project: 'Tool', name })).toBe(`Tool | ${name}`)
  const project = 'Event-Sourced Inventory Reconciliation'
  expect(fillTitle('{project} | {name}', { project, name })).toBe(project)
  expect(fillTitle('{name} – Yhteystiedot', { name: `${name} ${name}` })).toBe('Yhteystiedot')
  expect(fillTitle('{tag} projects · {name}', { tag: 'Infrastructure as Code', name })).toBe(
    'Infrastructure as Code projects',
  )
})

test('numbers are written as each language writes them', () => {
  expect(twoDigits(7, 'en')).toBe('07')
  expect(twoDigits(12, 'fi')).toBe('12')
  expect(percent(90, 'en')).toBe('90%')
  expect(percent(90, 'fi')).toBe('90\u00a0%')
})
