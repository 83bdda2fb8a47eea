import { expect, test } from 'vitest'
import {
  dateParts,
  dateRange,
  endsBefore,
  formatDate,
  formatDates,
  ISO_DATE,
} from '../../../src/lib/dates.ts'

test('content dates are a year or a year and month', () => {
  for (const date of ['2021', '2021-09', '1999-12']) expect(date).toMatch(ISO_DATE)
  for (const date of ['21', '2021-13', '2021-9', '2021-09-01', 'Sep 2021']) {
    expect(date).not.toMatch(ISO_DATE)
  }
})

test('splits text around the dates it holds', () => {
  expect(dateParts('2019 – 2022')).toEqual([
    { text: '2019', dateTime: '2019' },
    { text: ' – ' },
    { text: '2022', dateTime: '2022' },
  ])
  expect(dateParts('since 2022-03, ongoing')).toEqual([
    { text: 'since ' },
    { text: '2022-03', dateTime: '2022-03' },
    { text: ', ongoing' },
  ])
  expect(dateParts('now')).toEqual([{ text: 'now' }])
})

test('reads a range from free text; an open range has no end', () => {
  expect(dateRange('2019 – 2022')).toEqual({ start: '2019', end: '2022' })
  expect(dateRange('2022-03 – now')).toEqual({ start: '2022-03', end: undefined })
  expect(dateRange('2014-2019')).toEqual({ start: '2014', end: '2019' })
  expect(dateRange('a while ago')).toEqual({ start: undefined, end: undefined })
})

test('an end before its start is caught at the coarser precision', () => {
  expect(endsBefore('2019', '2014')).toBe(true)
  expect(endsBefore('2019-09', '2019-05')).toBe(true)
  expect(endsBefore('2014', '2019')).toBe(false)
  expect(endsBefore('2019-09', '2019')).toBe(false)
  expect(endsBefore('2019', '2019-01')).toBe(false)
})

test('shows a month as the language writes it short and leaves a year alone', () => {
  expect(formatDate('2023-05', 'en')).toBe('May 2023')
  expect(formatDate('2023-12', 'en')).toBe('Dec 2023')
  expect(formatDate('2023', 'en')).toBe('2023')
  expect(formatDates('2017-09 – 2019-05', 'en')).toBe('Sep 2017 – May 2019')
  expect(formatDates('2022 – now', 'en')).toBe('2022 – now')
  expect(formatDate('2023-05', 'fi')).toBe('touko 2023')
  expect(formatDates('2017-09 – 2019-05', 'de')).toBe('Sept. 2017 – Mai 2019')
})
