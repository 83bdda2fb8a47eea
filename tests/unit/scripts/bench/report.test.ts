import { expect, test } from 'vitest'
import { phoneFindings, phoneTable, sizeTable } from '../../../../scripts/bench/report.mjs'

const route = (path: string, lcp: number, tbt: number, islands = [] as Island[]) => ({
  route: path,
  ours: { lcp, tbt, jsBeforeLoad: 6_300, jsAll: 24_900, fontsBeforePaint: 15_300 },
  floor: { lcp: 1400, tbt: 0 },
  lcpRatio: lcp / 1400,
  islands,
  errors: [] as string[],
})
type Island = { name: string; woke: number; responded: number }

test('the phone table gives times in ms, scripts and fonts in KB, each island and the targets missed', () => {
  const search = { name: 'site-search', woke: 120.4, responded: 35.6 }
  const typewriter = { name: 'typewriter', woke: 80, responded: 1512 }
  const never = { ...route('contact', Number.NaN, Number.NaN), ours: {}, errors: ['timeout'] }
  const table = phoneTable([
    route('about', 1420, 0),
    route('search', 1500, 90, [search]),
    route('', 1410, 0, [typewriter]),
    never,
  ])
  expect(table.split('\n')).toEqual([
    '| Route    | LCP     | Floor LCP | LCP ÷ floor | TBT   | Floor TBT | Island      | Woke    | Answered | JS before load | JS in all | Fonts before paint | Targets          |',
    '| -------- | ------- | --------- | ----------- | ----- | --------- | ----------- | ------- | -------- | -------------- | --------- | ------------------ | ---------------- |',
    '| /about   | 1420 ms | 1400 ms   | 1.01×       | 0 ms  | 0 ms      | –           | –       | –        | 6.2 KB         | 24.3 KB   | 14.9 KB            | held             |',
    '| /search  | 1500 ms | 1400 ms   | 1.07×       | 90 ms | 0 ms      | site-search | +120 ms | 36 ms    | 6.2 KB         | 24.3 KB   | 14.9 KB            | missed: LCP      |',
    '| /        | 1410 ms | 1400 ms   | 1.01×       | 0 ms  | 0 ms      | typewriter  | +80 ms  | 1512 ms  | 6.2 KB         | 24.3 KB   | 14.9 KB            | missed: response |',
    '| /contact | –       | 1400 ms   | –           | –     | 0 ms      | –           | –       | –        | –              | –         | –                  | missed: LCP, TBT |',
  ])
})

test('the findings say where each target is missed, then which loads never settled', () => {
  const late = route('contact', 1400, 0, [{ name: 'contact-form', woke: 40, responded: 420 }])
  expect(
    phoneFindings([route('about', 1500, 20), { ...late, errors: ['timeout', 'timeout'] }]),
  ).toEqual([
    "LCP at most 1.03× the floor's: missed on /about.",
    'No blocking time on a page without islands: missed on /about.',
    'Each island answers within 300 ms of waking: missed on /contact.',
    'At most 45.0 KB of fonts before the first paint: held on every route.',
    '/contact: 2 loads never settled (timeout).',
  ])
  expect(phoneFindings([route('about', 1400, 0)])).toEqual([
    "LCP at most 1.03× the floor's: held on every route.",
    'No blocking time on a page without islands: held on every route.',
    'Each island answers within 300 ms of waking: held on every route.',
    'At most 45.0 KB of fonts before the first paint: held on every route.',
  ])
})

test('the size table gives each page its JavaScript by stage, its CSS and the budget', () => {
  const sizes = [
    {
      route: '',
      islands: ['typewriter'],
      beforeLoad: 5_120,
      awake: 61_440,
      all: 73_728,
      css: 9_216,
      within: true,
    },
    {
      route: 'about',
      islands: [],
      beforeLoad: 5_120,
      awake: 5_120,
      all: 17_408,
      css: 9_216,
      within: false,
    },
  ]
  expect(sizeTable(sizes).split('\n')).toEqual([
    '| Route  | Islands    | JS before load | JS awake | JS in all | CSS    | Within |',
    '| ------ | ---------- | -------------- | -------- | --------- | ------ | ------ |',
    '| /      | typewriter | 5.0 KB         | 60.0 KB  | 72.0 KB   | 9.0 KB | yes    |',
    '| /about | –          | 5.0 KB         | –        | 17.0 KB   | 9.0 KB | no     |',
  ])
})
