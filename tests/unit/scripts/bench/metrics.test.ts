import { expect, test } from 'vitest'
import { TYPEWRITER_TIMING } from '../../../../src/islands/typewriter-steps.ts'
import { NAVIGATION_MARK, islandAwakeMark } from '../../../../src/lib/marks.ts'
import {
  NAVIGATION_MARK as AWAITED_MARK,
  blockingTime,
  bytesOf,
  bytesPerSecond,
  islandAwakeMark as awakeMarkRead,
  missedTargets,
  networkConditions,
  summarize,
  TYPEWRITER_PAUSE,
} from '../../../../scripts/bench/metrics.mjs'

test('the benchmark reads the marks the browser code sets, and the typewriter as it is timed', () => {
  expect(AWAITED_MARK).toBe(NAVIGATION_MARK)
  expect(awakeMarkRead('site-search')).toBe(islandAwakeMark('site-search'))
  expect(TYPEWRITER_PAUSE).toBe(TYPEWRITER_TIMING.pause)
})

test('throughput in kilobits per second becomes bytes per second for DevTools', () => {
  expect(bytesPerSecond(8)).toBe(1024)
  expect(bytesPerSecond(675)).toBe(86_400)
})

// What the phone bench reads of Lighthouse's slow 4G profile (throttling.mobileSlow4G).
const mobileSlow4G = {
  requestLatencyMs: 562.5,
  downloadThroughputKbps: 1474.56,
  uploadThroughputKbps: 675,
}

test("Lighthouse's mobile profile becomes DevTools' slow 4G network conditions", () => {
  const conditions = networkConditions(mobileSlow4G)
  expect(conditions.offline).toBe(false)
  expect(conditions.latency).toBe(562.5)
  expect(conditions.downloadThroughput).toBeCloseTo((1474.56 * 1024) / 8)
  expect(conditions.uploadThroughput).toBe((675 * 1024) / 8)
})

test('blocking time is what each long task, clipped to the window, takes beyond 50 ms', () => {
  const tasks = [
    { startTime: 100, duration: 200 }, // before first paint at 1000: not counted
    { startTime: 950, duration: 130 }, // 80 ms of it after first paint: 30 ms blocking
    { startTime: 1500, duration: 120 }, // 70 ms blocking
    { startTime: 2900, duration: 300 }, // 100 ms of it before the end at 3000: 50 ms blocking
    { startTime: 3500, duration: 400 }, // after the end: not counted
  ]
  expect(blockingTime(tasks, 1000, 3000)).toBe(150)
  expect(blockingTime([], 1000, 3000)).toBe(0)
})

test('only files of the kind whose response ended by the given time count, at their compressed size', () => {
  const resources = [
    { url: 'http://localhost/app.js', responseEnd: 1800, encodedBodySize: 6_000 },
    { url: 'http://localhost/island.js?v=1', responseEnd: 2400, encodedBodySize: 9_000 },
    { url: 'http://localhost/later.js', responseEnd: 2600, encodedBodySize: 5_000 },
    { url: 'http://localhost/app.css', responseEnd: 900, encodedBodySize: 6_000 },
    { url: 'http://localhost/inter-latin.woff2', responseEnd: 1200, encodedBodySize: 30_000 },
    { url: 'http://localhost/serif-latin.woff2', responseEnd: 2000, encodedBodySize: 35_000 },
  ]
  expect(bytesOf(resources, '.js', 2400)).toBe(15_000)
  expect(bytesOf(resources, '.js', 500)).toBe(0)
  expect(bytesOf(resources, '.js')).toBe(20_000)
  expect(bytesOf(resources, '.woff2', 1500)).toBe(30_000)
})

const load = (lcp: number, responded = 40) => ({
  lcp,
  tbt: 0,
  jsBeforeLoad: 6_000,
  jsAll: 60_000,
  islands: [{ name: 'site-search', woke: 20, responded }],
})

test('medians of the loads that settled, of the floor, of each island, and the LCP ratio', () => {
  const never = { error: 'page.waitForFunction: Timeout 60000ms exceeded.' }
  const summary = summarize(
    [load(1500, 40), load(1400, Number.NaN), never, load(1600, 60)],
    [
      { lcp: 1400, tbt: 0 },
      { lcp: 1450, tbt: 10 },
      { lcp: 1500, tbt: 0 },
    ],
  )
  expect(summary).toEqual({
    ours: { lcp: 1500, tbt: 0, jsBeforeLoad: 6_000, jsAll: 60_000 },
    floor: { lcp: 1450, tbt: 0 },
    lcpRatio: 1500 / 1450,
    islands: [{ name: 'site-search', woke: 20, responded: 50 }],
    errors: [never.error],
  })
})

test('targets: LCP within 1.03× the floor, no blocking without islands, answers within 300 ms', () => {
  const island = (responded: number) => ({ name: 'contact-form', woke: 30, responded })
  expect(missedTargets({ lcpRatio: 1.03, ours: { tbt: 0 }, islands: [] })).toEqual([])
  expect(missedTargets({ lcpRatio: 1.04, ours: { tbt: 12 }, islands: [] })).toEqual(['LCP', 'TBT'])
  expect(missedTargets({ lcpRatio: 1, ours: { tbt: 80 }, islands: [island(300)] })).toEqual([])
  expect(missedTargets({ lcpRatio: 1, ours: { tbt: 0 }, islands: [island(301)] })).toEqual([
    'response',
  ])
  expect(
    missedTargets({ lcpRatio: 1, ours: { tbt: 0, fontsBeforePaint: 46 * 1024 }, islands: [] }),
  ).toEqual(['fonts'])
  expect(missedTargets({ lcpRatio: Number.NaN, ours: {}, islands: [island(Number.NaN)] })).toEqual([
    'LCP',
    'response',
  ])
})
