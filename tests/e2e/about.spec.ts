import type { Locator, Page } from '@playwright/test'
import { percent } from '../../src/lib/numbers.ts'
import { chooseLargestText, expect, needs, test } from './fixtures.ts'
import { readPdf } from './pdf.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, site, ui } from './content.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('about')
})

test('about shows its heading and intro', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  await expect(page.getByRole('heading', { name: site.about.introHeading })).toBeVisible()
  await expect(page.getByText(site.about.intro)).toBeVisible()
})

// A section the owner left empty disappears, heading and all.
const expectNoSection = (page: Page, heading: string) =>
  expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(0)

test('the work timeline is a table of job title, where and date', async ({ page }) => {
  const { timeline, jobTitle, where, date } = ui.about
  if (site.timeline.length === 0) return expectNoSection(page, timeline)
  await expect(page.getByRole('heading', { name: timeline, exact: true })).toBeVisible()
  const table = page.getByRole('table', { name: timeline, exact: true })
  await expect(table.getByRole('columnheader')).toHaveText([jobTitle, where, date])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(site.timeline.length)
  for (const [i, entry] of site.timeline.entries()) {
    await expect(rows.nth(i).locator('th, td')).toHaveText([
      entry.jobtitle,
      entry.where,
      entry.date,
    ])
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("a job's dates stand beside its title, a short date on one line, where below, and it still reads as a table", async ({
    page,
  }) => {
    const { timeline, jobTitle, where, date } = ui.about
    if (site.timeline.length === 0) return expectNoSection(page, timeline)
    const table = page.getByRole('table', { name: timeline, exact: true })
    await expect(table.getByRole('columnheader')).toHaveText([jobTitle, where, date])
    await expect(table.getByRole('rowheader')).toHaveCount(site.timeline.length)
    const boxOf = (cell: Locator) =>
      cell.evaluate((el) => {
        const { x, y, right, bottom, height } = el.getBoundingClientRect()
        return { x, y, right, bottom, lines: height / parseFloat(getComputedStyle(el).lineHeight) }
      })
    for (const [i, entry] of site.timeline.entries()) {
      const row = table.locator('tbody tr').nth(i)
      const title = await boxOf(row.locator('th'))
      const place = await boxOf(row.locator('td').first())
      const dates = await boxOf(row.locator('td').last())
      // '2019 – 2022', 'Sep 2022 – now': a longer date may wrap, to leave its title half the line.
      if (entry.date.length <= 14) expect(dates.lines, entry.date).toBeCloseTo(1, 1)
      expect(dates.y).toBeCloseTo(title.y, 0)
      expect(dates.x >= title.right || dates.right <= title.x, 'dates beside the title').toBe(true)
      expect(place.y).toBeGreaterThanOrEqual(title.bottom - 1)
    }
  })
})

// Beside its dates, a job title would have a third of a phone's line with the largest text.
test.describe('on a phone with the largest text', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true })

  test("no word of a job's title is cut in two, in any language", async ({ page }) => {
    await chooseLargestText(page)
    const cut: string[] = []
    for (const language of LANGUAGES) {
      await page.goto(`${language.folder}about`)
      const words = await page
        .getByRole('table', { name: language.ui.about.timeline, exact: true })
        .getByRole('rowheader')
        .evaluateAll((titles) =>
          titles.flatMap((title) => {
            const text = title.firstChild
            if (!(text instanceof Text)) return []
            // Where a soft hyphen stands, the word may break: it shows its hyphen there.
            return [...text.data.matchAll(/[^\s\u00ad]+/g)]
              .filter(({ 0: word, index }) => {
                const range = document.createRange()
                range.setStart(text, index)
                range.setEnd(text, index + word.length)
                return (
                  new Set([...range.getClientRects()].map(({ top }) => Math.round(top))).size > 1
                )
              })
              .map(({ 0: word }) => word)
          }),
        )
      cut.push(...words.map((word) => `/${language.folder}about: ${word}`))
    }
    expect(cut).toEqual([])
  })
})

test('every skill shows a bar as wide as its percent, which a screen reader hears once', async ({
  page,
}) => {
  if (site.skills.length === 0) return expectNoSection(page, ui.about.skills)
  await expect(page.getByRole('heading', { name: ui.about.skills, exact: true })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(site.skills.length)
  for (const { name, value } of site.skills) {
    const bar = page.getByRole('progressbar', { name, exact: true })
    await expect(bar).toHaveAttribute('aria-valuenow', String(value))
    await expect(bar.locator('xpath=..')).toContainText(percent(value, DEFAULT_LANGUAGE.code))
    // A screen reader hears the skill once: as its bar, with its value.
    await expect(page.getByRole('listitem').filter({ has: bar })).toMatchAriaSnapshot(
      `- listitem:\n  - /children: equal\n  - progressbar "${name}"`,
    )
    const ratio = await bar.evaluate((track) => {
      const fill = track.querySelector('rect')?.getBoundingClientRect().width ?? 0
      return fill / track.getBoundingClientRect().width
    })
    expect(ratio).toBeCloseTo(value / 100, 2)
  }
})

// Kept whole, a section longer than the rest of a page would leave that rest empty.
test('printed, a long section starts where the page has room and runs on to the next', async ({
  page,
}) => {
  if (site.skills.length === 0) return expectNoSection(page, ui.about.skills)
  const skills = page.getByRole('region', { name: ui.about.skills, exact: true })
  // The page's heading, then skills enough for two pages.
  await skills.evaluate((section) => {
    for (const other of document.querySelectorAll('main section'))
      if (other !== section) other.remove()
    const list = section.querySelector('ul')
    const items = [...(list?.children ?? [])]
    while (list && list.children.length < 60)
      for (const item of items) list.append(item.cloneNode(true))
  })
  await page.emulateMedia({ media: 'print' })
  const printed = await readPdf(await page.pdf({ format: 'A4' }))
  expect(printed.pages).toBeGreaterThan(1)
  expect(printed.pageTexts[0]).toContain(ui.about.skills)
  expect(printed.pageTexts[0]).toContain(site.skills[0]?.name)
})

test('every service shows its title and description', async ({ page }) => {
  if (site.services.length === 0) return expectNoSection(page, ui.about.services)
  const services = page.getByRole('region', { name: ui.about.services, exact: true })
  await expect(services.getByRole('heading', { level: 2 })).toHaveText(ui.about.services)
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(
    site.services.map((service) => service.title),
  )
  for (const service of site.services)
    await expect(services.getByText(service.description)).toBeVisible()
})

test('the contribution calendar: one cell per day, its total in words, or no section', async ({
  page,
}) => {
  const { calendar } = DEFAULT_LANGUAGE.github
  if (!calendar) return expectNoSection(page, ui.github.calendar)
  const section = page.getByRole('region', { name: ui.github.calendar, exact: true })
  await expect(section.getByRole('figure')).toContainText(calendar.summary)
  await expect(section.locator('svg[aria-hidden="true"] rect')).toHaveCount(calendar.levels.length)
  // Drawn in the theme's colours by class (the CSP allows no style attributes).
  expect(await section.locator('[style]').count()).toBe(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the contribution calendar shows its latest day, and a swipe back shows its first', async ({
    page,
  }) => {
    needs(DEFAULT_LANGUAGE.github.calendar, 'a contribution calendar')
    const days = page
      .getByRole('region', { name: ui.github.calendar, exact: true })
      .locator('svg[aria-hidden="true"] rect')
    await days.last().scrollIntoViewIfNeeded()
    await expect(days.last()).toBeInViewport()
    await expect(days.first()).not.toBeInViewport()
    await days.last().hover()
    await page.mouse.wheel(-2000, 0)
    await expect(days.first()).toBeInViewport()
  })

  test('the keyboard scrolls the calendar back too, once it has the focus', async ({ page }) => {
    needs(DEFAULT_LANGUAGE.github.calendar, 'a contribution calendar')
    const calendar = page.getByRole('group', { name: ui.github.calendar, exact: true })
    const firstDay = calendar.locator('rect').first()
    await calendar.focus()
    await expect(calendar).toBeFocused()
    await expect(firstDay).not.toBeInViewport()
    for (let press = 0; press < 30; press++) await page.keyboard.press('ArrowLeft')
    await expect(firstDay).toBeInViewport()
  })
})
