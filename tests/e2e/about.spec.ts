import { expect, test } from './fixtures.ts'
import { site } from './content.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('about')
})

test('about shows its heading and intro', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About me')
  await expect(page.getByRole('heading', { name: site.about.introHeading })).toBeVisible()
  await expect(page.getByText(site.about.intro)).toBeVisible()
})

test('the work timeline is a table of job title, where and date', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'Work Timline' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Work Timline' })
  await expect(table.getByRole('columnheader')).toHaveText(['Job title', 'Where', 'Date'])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(3)
  for (const [i, entry] of site.timeline.entries()) {
    await expect(rows.nth(i).locator('th, td')).toHaveText([
      entry.jobtitle,
      entry.where,
      entry.date,
    ])
  }
})

test('five skills each show a bar as wide as their percent', async ({ page }) => {
  const expected = [
    ['Python', 90],
    ['AWS', 90],
    ['Unity', 80],
    ['React', 70],
    ['Oracle', 85],
  ] as const
  await expect(page.getByRole('heading', { name: 'Skills' })).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(5)
  for (const [name, value] of expected) {
    const bar = page.getByRole('progressbar', { name })
    await expect(bar).toHaveAttribute('aria-valuenow', String(value))
    await expect(bar.locator('xpath=..')).toContainText(`${value}%`)
    const ratio = await bar.evaluate((track) => {
      const fill = track.querySelector('rect')?.getBoundingClientRect().width ?? 0
      return fill / track.getBoundingClientRect().width
    })
    expect(ratio).toBeCloseTo(value / 100, 2)
  }
})

test('three services each with a description', async ({ page }) => {
  await expect(page.getByRole('heading', { name: 'services' })).toBeVisible()
  const titles = page.getByRole('heading', { level: 3 })
  await expect(titles).toHaveText(['UI & UX Design', 'Mobile Apps', 'Wordpress Design'])
  for (const service of site.services)
    await expect(page.getByText(service.description)).toBeVisible()
})
