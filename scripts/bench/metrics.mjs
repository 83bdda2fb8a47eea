// Pure helpers of the phone measurement: throttling in DevTools' units, the figures read from a
// page's own timeline, each route's medians and the targets they are held to.
import { median, medians, ratio } from './stats.mjs'

// The marks the browser code sets (src/lib/marks.ts): once moving between pages works in place,
// which is when the benchmark takes a page as settled, and once an island has woken.
export const NAVIGATION_MARK = 'navigation-ready'
/** @param {string} name */
export const islandAwakeMark = (name) => `island-awake:${name}`
// How long the typewriter's first title stands from the first paint before it changes
// (src/islands/typewriter-steps.ts): its first change is due then, or as it wakes if later.
export const TYPEWRITER_PAUSE = 1500

// Per route: LCP within 3 % of the page without scripts, no blocking time on a page without
// islands, and each island answering a visitor within 300 ms of waking.
export const TARGETS = { lcpRatio: 1.03, tbt: 0, response: 300, fontsBeforePaint: 45 * 1024 }

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
 * Total Blocking Time as Lighthouse counts it: each long task clipped to [from, to], and of what
 * is left, the time beyond 50 ms.
 * @param {readonly {startTime: number, duration: number}[]} tasks @param {number} from @param {number} to
 */
export const blockingTime = (tasks, from, to) =>
  tasks.reduce((sum, { startTime, duration }) => {
    const clipped = Math.min(startTime + duration, to) - Math.max(startTime, from)
    return sum + Math.max(0, clipped - 50)
  }, 0)

/**
 * Compressed bytes of the files of one kind ('.js', '.woff2') whose response ended by `until`, on
 * the page's own clock.
 * @param {readonly {url: string, responseEnd: number, encodedBodySize: number}[]} resources the
 *   page's resource timing entries
 * @param {string} extension
 */
export const bytesOf = (resources, extension, until = Infinity) =>
  resources
    .filter(
      ({ url, responseEnd }) => new URL(url).pathname.endsWith(extension) && responseEnd <= until,
    )
    .reduce((sum, { encodedBodySize }) => sum + encodedBodySize, 0)

const finiteMedian = (values) => {
  const finite = values.filter(Number.isFinite)
  return finite.length > 0 ? median(finite) : Number.NaN
}

/** @typedef {{name: string, woke: number, responded: number}} Island */

/**
 * A route's medians: its loads and its floor's, skipping loads that never settled (their reasons
 * kept), and each island's, by name.
 * @param {readonly ({lcp: number, tbt: number, jsBeforeLoad: number, jsAll: number, fontsBeforePaint?: number, islands: Island[]} | {error: string})[]} loads
 * @param {readonly ({lcp: number, tbt: number} | {error: string})[]} floorLoads
 */
export function summarize(loads, floorLoads) {
  const settled = loads.filter((load) => !('error' in load))
  const floorSettled = floorLoads.filter((load) => !('error' in load))
  const ours = medians(settled)
  const floor = medians(floorSettled)
  const names = [...new Set(settled.flatMap(({ islands }) => islands.map(({ name }) => name)))]
  const of = (name, key) =>
    finiteMedian(
      settled.map(({ islands }) => islands.find((i) => i.name === name)?.[key] ?? Number.NaN),
    )
  return {
    ours,
    floor,
    lcpRatio: ratio(ours.lcp ?? Number.NaN, floor.lcp ?? Number.NaN),
    islands: names.map((name) => ({
      name,
      woke: of(name, 'woke'),
      responded: of(name, 'responded'),
    })),
    errors: [...loads, ...floorLoads].flatMap((load) => ('error' in load ? [load.error] : [])),
  }
}

/**
 * The targets a route's medians miss, by name; an island that never answered misses its own.
 * @param {{lcpRatio: number, ours: {tbt?: number, fontsBeforePaint?: number}, islands: readonly Island[]}} route
 */
export function missedTargets({ lcpRatio, ours, islands }) {
  return [
    ...(lcpRatio <= TARGETS.lcpRatio ? [] : ['LCP']),
    ...(islands.length > 0 || (ours.tbt ?? Number.NaN) <= TARGETS.tbt ? [] : ['TBT']),
    ...(islands.every(({ responded }) => responded <= TARGETS.response) ? [] : ['response']),
    ...((ours.fontsBeforePaint ?? 0) <= TARGETS.fontsBeforePaint ? [] : ['fonts']),
  ]
}
