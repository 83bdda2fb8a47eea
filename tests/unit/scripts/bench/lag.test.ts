import { throttling } from 'lighthouse/core/config/constants.js'
import { expect, test } from 'vitest'
import { HYDRATED_MARK } from '../../../../src/lib/hydrated-mark.ts'
import {
  HYDRATED_MARK as AWAITED_MARK,
  bytesPerSecond,
  networkConditions,
  scriptBytesBefore,
  summarize,
} from '../../../../scripts/bench/lag.mjs'

test('the benchmark waits for the mark the app sets once it has hydrated', () => {
  expect(AWAITED_MARK).toBe(HYDRATED_MARK)
})

test('throughput in kilobits per second becomes bytes per second for DevTools', () => {
  expect(bytesPerSecond(8)).toBe(1024)
  expect(bytesPerSecond(675)).toBe(86_400)
})

test("Lighthouse's mobile profile becomes DevTools' slow 4G network conditions", () => {
  const conditions = networkConditions(throttling.mobileSlow4G)
  expect(conditions.offline).toBe(false)
  expect(conditions.latency).toBe(562.5)
  expect(conditions.downloadThroughput).toBeCloseTo((1474.56 * 1024) / 8)
  expect(conditions.uploadThroughput).toBe((675 * 1024) / 8)
  expect(throttling.mobileSlow4G.cpuSlowdownMultiplier).toBe(4)
})

test('only scripts whose response ended by the mark count, at their compressed size', () => {
  const resources = [
    { url: 'http://localhost/app.js', responseEnd: 1800, encodedBodySize: 60_000 },
    { url: 'http://localhost/route.js?v=1', responseEnd: 2400, encodedBodySize: 9_000 },
    { url: 'http://localhost/later.js', responseEnd: 2600, encodedBodySize: 5_000 },
    { url: 'http://localhost/app.css', responseEnd: 900, encodedBodySize: 6_000 },
  ]
  expect(scriptBytesBefore(resources, 2400)).toBe(69_000)
  expect(scriptBytesBefore(resources, 500)).toBe(0)
})

test('medians come from the loads that hydrated; the others are counted with their reason', () => {
  const load = (lag: number) => ({ firstPaint: 1400, hydrated: 1400 + lag, lag, jsBytes: 84_000 })
  const never = { error: 'no app-hydrated mark within 60 s' }
  expect(summarize([load(1200), load(900), load(1500)])).toEqual({
    firstPaint: 1400,
    hydrated: 2600,
    lag: 1200,
    jsBytes: 84_000,
    loads: 3,
    errors: [],
  })
  expect(summarize([load(1200), never, load(1000)])).toMatchObject({ lag: 1100, loads: 3 })
  expect(summarize([never, never])).toEqual({ loads: 2, errors: [never.error, never.error] })
})
