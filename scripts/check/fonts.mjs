// Whether a page moves as its theme's fonts arrive: it paints in the metric-matched fallbacks
// first, the fonts held back until then, and the layout shift is summed until they are in.

/** The page's layout shift as its fonts arrive after the first paint, to three places. */
export async function fontShift(context, url) {
  const page = await context.newPage()
  let release = () => {}
  const painted = new Promise((resolve) => (release = resolve))
  await page.route('**/*.woff2', async (route) => {
    await painted
    await route.continue()
  })
  const loading = page.goto(url)
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length)
  const shift = page.evaluate(
    () =>
      new Promise((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        void document.fonts.ready.then(() => requestAnimationFrame(() => resolve(total)))
      }),
  )
  release()
  await loading
  const total = Number((await shift).toFixed(3))
  await page.context().close()
  return total
}
