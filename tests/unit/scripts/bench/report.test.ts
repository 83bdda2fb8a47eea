import { expect, test } from 'vitest'
import { hydrationFindings, hydrationTable } from '../../../../scripts/bench/report.mjs'

const route = (path: string, lag: number, jsBytes: number) => ({
  route: path,
  firstPaint: 1390.4,
  hydrated: 1390.4 + lag,
  lag,
  jsBytes,
  loads: 3,
  errors: [],
})

test('the hydration table shows times in ms and script in KB, a dash where no load hydrated', () => {
  const never = { route: 'contact', loads: 3, errors: ['timeout', 'timeout', 'timeout'] }
  expect(hydrationTable([route('', 1190, 84_620), never]).split('\n')).toEqual([
    '| Route    | First paint | Hydrated | Lag     | JS before hydration |',
    '| -------- | ----------- | -------- | ------- | ------------------- |',
    '| /        | 1390 ms     | 2580 ms  | 1190 ms | 82.6 KB             |',
    '| /contact | –           | –        | –       | –                   |',
  ])
})

test('routes over the lag target or the script budget are listed, then loads that never hydrated', () => {
  const routes = [
    route('', 1190, 84_620),
    route('about', 700, 70_000),
    { ...route('portfolio', 500, 78_000), loads: 3, errors: ['timeout'] },
  ]
  expect(hydrationFindings(routes)).toEqual([
    'Lag over 800 ms: /.',
    'JavaScript before hydration over 75.0 KB: /, /portfolio.',
    '/portfolio: 1 of 3 loads never hydrated (timeout).',
  ])
  expect(hydrationFindings([route('about', 700, 70_000)])).toEqual([
    'Lag within 800 ms on every route.',
    'JavaScript before hydration within 75.0 KB on every route.',
  ])
})
