import { expect, test } from 'vitest'
import { fill } from '../../../src/lib/fill.ts'
import { percent, twoDigits } from '../../../src/lib/numbers.ts'

test('fills every placeholder it has a value for and leaves the others in sight', () => {
  expect(fill('{project} | {name}', { project: 'Tool', name: 'Me' })).toBe('Tool | Me')
  expect(fill('© {year} {name}', { name: 'Me' })).toBe('© {year} Me')
  expect(fill('About', { name: 'Me' })).toBe('About')
})

test('numbers are written as each language writes them', () => {
  expect(twoDigits(7, 'en')).toBe('07')
  expect(twoDigits(12, 'fi')).toBe('12')
  expect(percent(90, 'en')).toBe('90%')
  expect(percent(90, 'fi')).toBe('90\u00a0%')
})
