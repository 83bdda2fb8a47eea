import { expect, test } from 'vitest'
import { countText, keepMeasuresWhole } from '../../../src/lib/numbers.ts'

test('a number and its unit are joined by a no-break space, in any language', () => {
  expect(keepMeasuresWhole('Status calls fell by 70 %, for under 30 USD a month.')).toBe(
    'Status calls fell by 70\u00a0%, for under 30\u00a0USD a month.',
  )
  expect(keepMeasuresWhole('Huolsin 110 kV:n sähköasemia, 0.6 s ja 40 KB')).toBe(
    'Huolsin 110\u00a0kV:n sähköasemia, 0.6\u00a0s ja 40\u00a0KB',
  )
})

test('a word that only starts like a unit, and a number alone, are left as written', () => {
  for (const text of [
    'in 12 minutes',
    'from 2 sites',
    '3 hours',
    'team of 4 people',
    '2019 – 2022',
  ])
    expect(keepMeasuresWhole(text)).toBe(text)
})

const stars = { one: '{count} star', other: '{count} stars' }

test("counts are written by the language's Intl, in its plural form", () => {
  expect(countText(1, stars, 'en')).toBe('1 star')
  expect(countText(1234, stars, 'en')).toBe('1,234 stars')
  expect(countText(0, stars, 'en')).toBe('0 stars')
  const fi = { one: '{count} tähti', other: '{count} tähteä' }
  expect(countText(1, fi, 'fi')).toBe('1 tähti')
  expect(countText(12345, fi, 'fi')).toBe(`${new Intl.NumberFormat('fi').format(12345)} tähteä`)
  expect(countText(12345, fi, 'fi')).not.toContain(',')
})
