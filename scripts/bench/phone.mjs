// Cold loads of a page on Lighthouse's mobile profile, applied for real in Chromium through the
// DevTools protocol: the page as built, once it has settled, and its floor (every script removed).
// Everything is read from the page's own timeline, nothing from the build's files.
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_FLAGS, browserPath } from '../chromium.mjs'
import {
  NAVIGATION_MARK,
  blockingTime,
  bytesOf,
  islandAwakeMark,
  TYPEWRITER_PAUSE,
  networkConditions,
} from './metrics.mjs'

const PROFILE = throttling.mobileSlow4G // 562.5 ms per request, 1474.56 / 675 kbps, CPU 4× slower
const SCREEN = screenEmulationMetrics.mobile
// Generous: a throttled load takes seconds; a page that never settles should not stop the run.
const SETTLE_TIMEOUT = 60_000
// The floor sets no mark: it is taken as settled this long after its load event.
const FLOOR_SETTLE = 1000
// Once navigation is ready the page still fetches its decoration when idle: the network quiet
// this long means it has all its JavaScript.
const QUIET = 1000
const ANSWER_TIMEOUT = 10_000

export const launchBrowser = () =>
  chromium.launch({ executablePath: browserPath(), args: CHROMIUM_FLAGS })

// In the page, before its own scripts: long tasks from the start, and when the typewriter first
// shows other text than the prerendered one.
function observe() {
  const seen = (window.bench = { longTasks: [], typed: Number.NaN })
  new PerformanceObserver((list) => {
    for (const { startTime, duration } of list.getEntries())
      seen.longTasks.push({ startTime, duration })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('DOMContentLoaded', () => {
    const typed = document.querySelector('[data-typewriter]')
    if (!typed) return
    const first = typed.textContent
    const observer = new MutationObserver(() => {
      if (typed.textContent === first) return
      observer.disconnect()
      requestAnimationFrame(() => (seen.typed = performance.now()))
    })
    observer.observe(typed, { childList: true, characterData: true, subtree: true })
  })
}

// In the page, once it has settled: its largest contentful paint and the rest of its timeline.
async function timeline() {
  const lcp = await new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    setTimeout(() => resolve(Number.NaN), 1000)
  })
  const marks = performance.getEntriesByType('mark').map(({ name, startTime }) => [name, startTime])
  return {
    lcp,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? Number.NaN,
    now: performance.now(),
    marks: Object.fromEntries(marks),
    islands: [
      ...new Set([...document.querySelectorAll('[data-island]')].map((i) => i.dataset.island)),
    ],
    longTasks: window.bench.longTasks,
  }
}

const resources = () =>
  performance
    .getEntriesByType('resource')
    .map(({ name, responseEnd, encodedBodySize }) => ({ url: name, responseEnd, encodedBodySize }))

// In the page: from the first pointer or key event until a frame shows `selector` with another
// text (or value) than now.
function watchAnswer({ selector, timeout }) {
  const element = document.querySelector(selector)
  const read = () => (element && 'value' in element ? element.value : element?.textContent)
  const before = read()
  let start = Number.NaN
  const started = (event) => {
    if (Number.isNaN(start)) start = event.timeStamp
  }
  for (const type of ['pointerdown', 'keydown'])
    addEventListener(type, started, { capture: true, once: true })
  const answered = new Promise((resolve) => {
    const check = () =>
      !Number.isNaN(start) && read() !== before
        ? resolve(performance.now() - start)
        : requestAnimationFrame(check)
    requestAnimationFrame(check)
    setTimeout(() => resolve(Number.NaN), timeout)
  })
  return { answered }
}

/** @param {import('@playwright/test').Page} page */
async function timeAction(page, selector, act) {
  const watch = await page.evaluateHandle(watchAnswer, { selector, timeout: ANSWER_TIMEOUT })
  await act()
  return watch.evaluate(({ answered }) => answered)
}

const timedOut = (error) => {
  if (error.name !== 'TimeoutError') throw error
  return Number.NaN
}

const options = { timeout: ANSWER_TIMEOUT }

// How long each island takes to answer a visitor once awake. The typewriter needs no visitor:
// from when its first change is due (once awake, and its first title has stood its pause since
// the first paint) to the frame that shows it.
const ANSWERS = {
  typewriter: async (page, awake, { fcp }) => {
    const typed = await page.waitForFunction(() => window.bench.typed, undefined, {
      ...options,
      polling: 250,
    })
    return (await typed.jsonValue()) - Math.max(awake, fcp + TYPEWRITER_PAUSE)
  },
  'project-browser': (page) =>
    timeAction(page, 'main [role=status]', () =>
      page.locator('main nav a:not([aria-current])').first().tap(options),
    ),
  'contact-form': (page) =>
    timeAction(page, '#contact-name', () =>
      page.locator('#contact-name').pressSequentially('A', options),
    ),
  'site-search': (page) =>
    timeAction(page, 'main [role=status]', () =>
      page.locator('input[type=search]').pressSequentially('React', options),
    ),
}

// Resolves once no request has been in flight for `quiet` ms, or after SETTLE_TIMEOUT.
function quietNetwork(page) {
  let inFlight = 0
  let last = Date.now()
  const change = (delta) => () => {
    inFlight += delta
    last = Date.now()
  }
  page.on('request', change(1))
  page.on('requestfinished', change(-1))
  page.on('requestfailed', change(-1))
  return async (quiet) => {
    const until = Date.now() + SETTLE_TIMEOUT
    while ((inFlight > 0 || Date.now() - last < quiet) && Date.now() < until) await sleep(100)
  }
}

/**
 * Measures a page in a fresh context (cold cache) on the throttled phone; a wait that times out
 * makes the load an error.
 * @param {import('@playwright/test').Browser} browser
 */
async function onPhone(browser, measure) {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
  try {
    const page = await context.newPage()
    await page.addInitScript(observe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', networkConditions(PROFILE))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier })
    return await measure(page)
  } catch (error) {
    if (error.name !== 'TimeoutError') throw error
    return { error: error.message.split('\n')[0] }
  } finally {
    await context.close()
  }
}

/**
 * One load of the page as built: LCP and TBT once navigation is ready, its JavaScript before the
 * load event and in all, and for each island when it woke after the load event and how soon it
 * answered a visitor.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
export const loadPage = (browser, url) =>
  onPhone(browser, async (page) => {
    const quiet = quietNetwork(page)
    await page.goto(url, { waitUntil: 'commit' })
    // Polled rarely so the check itself barely uses the throttled CPU; the mark keeps its own time.
    const marked = (mark) => performance.getEntriesByName(mark).length > 0
    await page.waitForFunction(marked, NAVIGATION_MARK, { polling: 250, timeout: SETTLE_TIMEOUT })
    const seen = await page.evaluate(timeline)
    await quiet(QUIET)
    const fetched = await page.evaluate(resources)
    const islands = []
    for (const name of seen.islands) {
      const awake = seen.marks[islandAwakeMark(name)] ?? Number.NaN
      const answer = ANSWERS[name]
      islands.push({
        name,
        woke: awake - seen.load,
        responded:
          answer && !Number.isNaN(awake)
            ? await answer(page, awake, seen).catch(timedOut)
            : Number.NaN,
      })
    }
    return {
      lcp: seen.lcp,
      tbt: blockingTime(seen.longTasks, seen.fcp, seen.marks[NAVIGATION_MARK]),
      jsBeforeLoad: bytesOf(fetched, '.js', seen.load),
      jsAll: bytesOf(fetched, '.js'),
      fontsBeforePaint: bytesOf(fetched, '.woff2', seen.fcp),
      islands,
    }
  })

/**
 * One load of the page's floor: LCP and TBT a moment after its load event.
 * @param {import('@playwright/test').Browser} browser @param {string} url
 */
export const loadFloor = (browser, url) =>
  onPhone(browser, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: SETTLE_TIMEOUT })
    await sleep(FLOOR_SETTLE)
    const seen = await page.evaluate(timeline)
    return { lcp: seen.lcp, tbt: blockingTime(seen.longTasks, seen.fcp, seen.now) }
  })
