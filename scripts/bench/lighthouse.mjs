// One Lighthouse run against a URL, boiled down to the figures the benchmark reports.
import { launch } from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'
import { CHROMIUM_FLAGS, browserPath } from '../chromium.mjs'

// The whole browser a visitor runs, with the browser tests' flags, in the new headless mode.
export const launchChrome = () =>
  launch({ chromePath: browserPath(), chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] })

// undefined is Lighthouse's default config: a mid-range phone on a slow 4G connection, simulated
// from an unthrottled load. 'mobile applied' slows the same load down for real (DevTools
// throttling): its LCP is measured, not estimated from every request that ended before it.
export const FORM_FACTORS = {
  mobile: undefined,
  'mobile applied': { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } },
  desktop: desktopConfig,
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
}
const SKIP = new Set(['informative', 'manual', 'notApplicable', 'error'])

/** @param {string} url @param {keyof typeof FORM_FACTORS} formFactor @param {number} port */
export async function audit(url, formFactor, port) {
  const result = await lighthouse(url, { port, logLevel: 'error' }, FORM_FACTORS[formFactor])
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const { audits } = lhr
  const resources = audits['resource-summary']?.details?.items ?? []
  const resource = (type) => resources.find((item) => item.resourceType === type) ?? {}
  const metricIds = new Set(Object.values(METRICS))
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    ...Object.fromEntries(CATEGORIES.map((id) => [id, (lhr.categories[id]?.score ?? 0) * 100])),
    ...Object.fromEntries(
      Object.entries(METRICS).map(([key, id]) => [key, audits[id]?.numericValue ?? Number.NaN]),
    ),
    bytes: resource('total').transferSize ?? 0,
    jsBytes: resource('script').transferSize ?? 0,
    requests: resource('total').requestCount ?? 0,
    // What costs points, for the closing note: failed audits other than the metrics shown above.
    failing: Object.values(audits)
      .filter((a) => !SKIP.has(a.scoreDisplayMode) && a.score !== null && a.score < 0.9)
      .filter((a) => !metricIds.has(a.id))
      .map((a) => ({ id: a.id, title: a.title, value: a.displayValue ?? '' })),
  }
}
