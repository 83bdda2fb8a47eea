// One cold load of a page on Lighthouse's mobile profile, applied for real in Chromium through the
// DevTools protocol: when the page first paints, when the app has hydrated, and the script bytes
// (compressed, without headers) it fetched before that. Everything is read from the browser,
// nothing from the build's files.
import { chromium } from '@playwright/test'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'
import { CHROMIUM_FLAGS, chromiumPath } from '../chromium.mjs'
import { HYDRATED_MARK, networkConditions, scriptBytesBefore } from './lag.mjs'

const PROFILE = throttling.mobileSlow4G // 562.5 ms per request, 1474.56 / 675 kbps, CPU 4× slower
const SCREEN = screenEmulationMetrics.mobile
// Generous: a throttled load takes seconds; a page that never hydrates should not stop the run.
const HYDRATION_TIMEOUT = 60_000

export const launchBrowser = () =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })

/** @param {import('@playwright/test').Browser} browser @param {string} url */
export async function loadOnce(browser, url, timeout = HYDRATION_TIMEOUT) {
  const context = await browser.newContext({
    viewport: { width: SCREEN.width, height: SCREEN.height },
    deviceScaleFactor: SCREEN.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', networkConditions(PROFILE))
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdownMultiplier })
    await page.goto(url, { waitUntil: 'commit' })
    // Polled rarely so the check itself barely uses the throttled CPU; the mark keeps its own time.
    const marked = (mark) => performance.getEntriesByName(mark).length > 0
    try {
      await page.waitForFunction(marked, HYDRATED_MARK, { polling: 250, timeout })
    } catch (error) {
      if (error.name !== 'TimeoutError') throw error
      return { error: `no ${HYDRATED_MARK} mark within ${timeout / 1000} s` }
    }
    const { hydrated, firstPaint, resources } = await page.evaluate((mark) => {
      const paint = (name) => performance.getEntriesByName(name, 'paint')[0]?.startTime
      return {
        hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
        firstPaint: paint('first-contentful-paint') ?? paint('first-paint') ?? Number.NaN,
        resources: performance
          .getEntriesByType('resource')
          .map(({ name, responseEnd, encodedBodySize }) => ({
            url: name,
            responseEnd,
            encodedBodySize,
          })),
      }
    }, HYDRATED_MARK)
    return {
      firstPaint,
      hydrated,
      lag: hydrated - firstPaint,
      jsBytes: scriptBytesBefore(resources, hydrated),
    }
  } finally {
    await context.close()
  }
}
