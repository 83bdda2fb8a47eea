import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { BUDGET, pageOf, pageSizes } from '../../scripts/sizes.mjs'
import { NAVIGATION_MARK } from '../../src/lib/marks.ts'
import { BASE, BLOG_PAGES, expect, hydrated, needs, ROUTES, test } from './fixtures.ts'

type Scripts = { islands: string[]; beforeLoad: string[]; awake: string[]; all: string[] }
// What the build recorded of each page's JavaScript, in every language (scripts/sizes.mjs).
const pages = JSON.parse(readFileSync('dist/page-scripts.json', 'utf8')) as Record<string, Scripts>

for (const [route, scripts] of Object.entries(pages)) {
  test(`/${route} keeps to its JavaScript and CSS budgets`, async () => {
    const sizes = await pageSizes('dist/client', scripts, pageOf(route))
    expect(sizes.css, `CSS gzip bytes (budget ${BUDGET.css})`).toBeLessThanOrEqual(BUDGET.css)
    expect(sizes.beforeLoad, 'JavaScript before load').toBeLessThanOrEqual(BUDGET.page)
    if (scripts.islands.length > 0)
      expect(sizes.awake, 'JavaScript once its islands are awake').toBeLessThanOrEqual(BUDGET.awake)
    else expect(sizes.all, 'JavaScript in all').toBeLessThanOrEqual(BUDGET.page)
  })
}

// The bytes of the scripts the page has fetched so far (served gzip), those done by its load event
// apart.
const scriptBytes = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter(
      (entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js'),
    )
    const sum = (entries: PerformanceResourceTiming[]) =>
      entries.reduce((bytes, entry) => bytes + entry.encodedBodySize, 0)
    const loaded = navigation?.loadEventStart ?? 0
    return {
      beforeLoad: sum(scripts.filter((entry) => entry.responseEnd <= loaded)),
      all: sum(scripts),
    }
  })

test('in the browser, a page without islands loads its frame and navigation only, no React', async ({
  page,
}) => {
  await page.goto('about')
  await hydrated(page)
  await expect(page.locator('[data-island]')).toHaveCount(0)
  const bytes = await scriptBytes(page)
  expect(bytes.all).toBeGreaterThan(0)
  expect(bytes.all).toBeLessThanOrEqual(BUDGET.page)
})

test('in the browser, Home loads no React: its typewriter wakes without it', async ({ page }) => {
  await page.goto('')
  await hydrated(page)
  const bytes = await scriptBytes(page)
  expect(bytes.all).toBeGreaterThan(0)
  expect(bytes.all).toBeLessThanOrEqual(BUDGET.page)
})

test('in the browser, a page with an island fetches none of its code before its load event', async ({
  page,
}) => {
  const hydrates = (path: string) =>
    readFileSync(`dist/client/${pageOf(path)}`, 'utf8').includes(' data-hydrate')
  const withIsland = needs(
    ROUTES.find((route) => (pages[route.path]?.islands.length ?? 0) > 0 && hydrates(route.path)),
    'needs a page with an island React hydrates',
  )
  await page.goto(withIsland.path)
  await hydrated(page)
  await expect(page.locator('[data-island][data-awake]').first()).toBeAttached()
  expect(
    await page.evaluate((mark) => performance.getEntriesByName(mark).length, NAVIGATION_MARK),
  ).toBe(1)
  const bytes = await scriptBytes(page)
  expect(bytes.beforeLoad).toBeLessThanOrEqual(BUDGET.page)
  expect(bytes.all).toBeGreaterThan(bytes.beforeLoad + 30 * 1024)
})

// What the build counts of a page's JavaScript is what the browser fetches for it: a page without
// islands, and a post, which may load its contents' script too.
for (const path of ['about', ...BLOG_PAGES.slice(0, 1).map((post) => post.path)])
  test(`/${path}: the scripts it fetches in the browser are those the build counts for it`, async ({
    page,
  }) => {
    const counted = needs(pages[path], 'the build counts the page').all
    await page.goto(path)
    const fetched = () =>
      page.evaluate((base) => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname.slice(base.length))
        return files.filter((file) => file.endsWith('.js')).sort()
      }, BASE)
    await expect.poll(fetched).toEqual(counted.toSorted())
  })
