import { expect, test } from 'vitest'
import { keepMeasuresWhole } from '../../../src/lib/numbers.ts'

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
