// The performance marks the browser code sets, which the benchmark and the browser tests read: once
// moving between pages works in place, and once an island has woken (`island-awake:<name>`).
export const NAVIGATION_MARK = 'navigation-ready'
export const islandAwakeMark = (name: string) => `island-awake:${name}`
// Set when a page is swapped in: what it shows has been on screen since then.
export const PAGE_SHOWN_MARK = 'page-shown'

/** How long the page's content has been on screen: since the first paint, or the last swap. */
export function timeOnScreen() {
  const shown = [
    ...performance.getEntriesByName('first-contentful-paint'),
    ...performance.getEntriesByName(PAGE_SHOWN_MARK),
  ].map((entry) => entry.startTime)
  return shown.length ? performance.now() - Math.max(...shown) : 0
}
