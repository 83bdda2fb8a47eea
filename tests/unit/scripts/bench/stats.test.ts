import { expect, test } from 'vitest'
import {
  isBusy,
  median,
  medians,
  ms,
  ratio,
  spread,
  times,
} from '../../../../scripts/bench/stats.mjs'

test('the median is the middle run, or the mean of the two middle ones', () => {
  expect(median([900, 700, 1200])).toBe(900)
  expect(median([4, 1, 3, 2])).toBe(2.5)
  expect(median([42])).toBe(42)
})

test('medians are taken per figure across runs, skipping what is not a number', () => {
  const runs = [
    { lcp: 800, cls: 0, failing: ['a'] },
    { lcp: 1500, cls: 0.02, failing: [] },
    { lcp: 900, cls: 0.01, failing: ['a', 'b'] },
  ]
  expect(medians(runs)).toEqual({ lcp: 900, cls: 0.01 })
})

test('runs whose benchmarkIndex differs by more than 20 % of the median mean a busy machine', () => {
  expect(spread([1000, 1100, 1200])).toBeCloseTo(200 / 1100)
  expect(isBusy([1000, 1100, 1200])).toBe(false)
  expect(isBusy([1000, 1100, 1250])).toBe(true)
  expect(isBusy([3700, 3700, 3700])).toBe(false)
})

test('ratios to the floor read as multiples, and a missing floor is shown as a dash', () => {
  expect(times(ratio(1150, 1000))).toBe('1.15×')
  expect(times(ratio(500, 0))).toBe('–')
  expect(ms(754.55)).toBe('755 ms')
})
