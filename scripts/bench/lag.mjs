// Pure helpers of the hydration measurement: throttling in DevTools' units, the script bytes
// fetched before the app hydrated, and each route's medians against its targets.
import { BUDGET } from '../sizes.mjs'
import { medians } from './stats.mjs'

// The mark src/app.tsx sets once React has hydrated the prerendered page.
export const HYDRATED_MARK = 'app-hydrated'

// Targets of issue 9, per route: the page is usable soon after it paints, on a small script.
export const LAG_TARGET = 800
export const JS_BEFORE_HYDRATION_BUDGET = BUDGET.js

/** Lighthouse counts throughput in kilobits per second (of 1024 bits); DevTools in bytes. */
export const bytesPerSecond = (kbps) => (kbps * 1024) / 8

/**
 * `Network.emulateNetworkConditions` for one of Lighthouse's throttling profiles.
 * @param {{requestLatencyMs: number, downloadThroughputKbps: number, uploadThroughputKbps: number}} profile
 */
export const networkConditions = (profile) => ({
  offline: false,
  latency: profile.requestLatencyMs,
  downloadThroughput: bytesPerSecond(profile.downloadThroughputKbps),
  uploadThroughput: bytesPerSecond(profile.uploadThroughputKbps),
})

/**
 * Compressed bytes of the scripts whose response ended before the mark, on the page's own clock.
 * @param {readonly {url: string, responseEnd: number, encodedBodySize: number}[]} resources the
 *   page's resource timing entries
 * @param {number} mark
 */
export const scriptBytesBefore = (resources, mark) =>
  resources
    .filter(({ url, responseEnd }) => new URL(url).pathname.endsWith('.js') && responseEnd <= mark)
    .reduce((sum, { encodedBodySize }) => sum + encodedBodySize, 0)

/**
 * Medians of the loads that hydrated; loads that never did are counted and their errors kept.
 * @param {readonly ({firstPaint: number, hydrated: number, lag: number, jsBytes: number} | {error: string})[]} loads
 */
export function summarize(loads) {
  const hydrated = loads.filter((load) => !('error' in load))
  const errors = loads.flatMap((load) => ('error' in load ? [load.error] : []))
  return { ...(hydrated.length > 0 ? medians(hydrated) : {}), loads: loads.length, errors }
}
