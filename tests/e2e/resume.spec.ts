import type { Page } from '@playwright/test'
import { networkLabels } from '../../src/lib/social-networks.ts'
import { site } from './content.ts'
import { formatDates } from '../../src/lib/dates.ts'
import { jsonResume } from '../../src/lib/json-resume.ts'
import { rangeText } from '../../src/lib/resume.ts'
import { ui } from './content.ts'
import { BASE, expect, SITE_URL, test } from './fixtures.ts'
import { readPdf } from './pdf.ts'

const { fullName, email } = site.identity
const certifications = site.certifications ?? []
const education = site.education ?? []
const languages = site.languages ?? []

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered page holds the whole résumé', async ({ page }) => {
    await page.goto('resume')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Résumé')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      Object.values(ui.resume.sections),
    )
    await expect(main).toContainText(fullName)
    await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    for (const { jobtitle, where, date, achievements = [] } of site.timeline) {
      const title = page.getByRole('heading', { level: 3, name: `${jobtitle}, ${where}` })
      const entry = main.getByRole('listitem').filter({ has: title })
      await expect(entry.locator('time').first()).toHaveAttribute('datetime', /^\d{4}/)
      await expect(entry).toContainText(date)
      for (const line of achievements) await expect(entry).toContainText(line)
    }
    for (const { name } of site.skills)
      await expect(
        main.getByRole('listitem').filter({ hasText: new RegExp(`^${name}$`) }),
      ).toHaveCount(1)
    for (const { name, issuer, date } of certifications) {
      const entry = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
      await expect(entry).toContainText(issuer)
      await expect(entry.locator(`time[datetime="${date}"]`)).toHaveText(formatDates(date, 'en'))
    }
    for (const { school, degree, start, end } of education) {
      const entry = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: degree }) })
      await expect(entry).toContainText(school)
      await expect(entry).toContainText(formatDates(rangeText(start, end, 'now'), 'en'))
    }
    for (const { language } of languages) await expect(main).toContainText(language)
  })
})

test('selected projects link to their pages, and the files to download are there', async ({
  page,
  request,
}) => {
  await page.goto('resume')
  const main = page.getByRole('main')
  for (const slug of site.resume.projectSlugs ?? []) {
    const project = site.projects.find((p) => p.slug === slug)
    await expect(main.getByRole('link', { name: project?.title })).toHaveAttribute(
      'href',
      `${BASE}portfolio/${slug}`,
    )
  }
  const pdf = main.getByRole('link', { name: 'Download PDF' })
  await expect(pdf).toHaveAttribute('download', `${fullName} – Résumé.pdf`)
  const json = main.getByRole('link', { name: 'JSON Resume' })
  for (const [link, type] of [
    [pdf, 'application/pdf'],
    [json, 'application/json'],
  ] as const) {
    const response = await request.get(
      new URL((await link.getAttribute('href')) ?? '', page.url()).href,
    )
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain(type)
  }
})

test('the menu and About lead to the résumé', async ({ page }) => {
  await page.goto('about')
  await page.getByRole('link', { name: 'Read my résumé' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résumé')
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Résumé' }),
  ).toHaveAttribute('aria-current', 'page')
})

test('resume.pdf holds the résumé as text on at most two A4 pages, with its metadata and links', async ({
  request,
}) => {
  const response = await request.get('resume.pdf')
  expect(response.headers()['content-type']).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.length, 'bytes').toBeLessThan(200 * 1024)
  const pdf = await readPdf(bytes)
  expect(pdf.pages).toBeLessThanOrEqual(2)
  expect(pdf.info).toMatchObject({ Title: `${fullName} – Résumé`, Author: fullName })
  const texts = [
    fullName,
    ...site.timeline.flatMap((entry) => [
      entry.jobtitle,
      entry.where,
      ...(entry.achievements ?? []),
    ]),
    ...site.skills.map((skill) => skill.name),
    ...certifications.flatMap((entry) => [entry.name, entry.issuer]),
    ...education.flatMap((entry) => [entry.degree, entry.school]),
    ...languages.map((entry) => entry.language),
  ]
  for (const text of texts) expect(pdf.text).toContain(text)
  // The text is drawn with the embedded font, so every letter (Ł, ó, ź, –) comes back as written.
  expect(bytes.toString('latin1')).toContain('/FontFile2')
  expect(pdf.links).toEqual(
    expect.arrayContaining([`mailto:${email}`, site.social.github, `${SITE_URL}resume`]),
  )
})

test('resume.json is the content in the JSON Resume schema, with the published addresses', async ({
  request,
}) => {
  const url = (path: string) => SITE_URL + path.replace(/^\//, '')
  const expected = jsonResume(site, { url, networks: networkLabels })
  expect(await (await request.get('resume.json')).json()).toEqual(
    JSON.parse(JSON.stringify(expected)),
  )
})

// What the printed page shows: the parts that are not display:none, and their colours.
const printedColours = (page: Page) =>
  page.evaluate(() => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((c) => {
        const v = c / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const elements = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.getClientRects().length > 0,
    )
    const withText = elements.filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    )
    return {
      page: getComputedStyle(document.documentElement).backgroundColor,
      lightText: withText
        .filter((element) => luminance(getComputedStyle(element).color) > 0.1)
        .map((element) => element.textContent),
      tinted: elements
        .map((element) => getComputedStyle(element).backgroundColor)
        .filter((colour) => channels(colour)[3] !== 0 && !/^rgb\(255, 255, 255\)$/.test(colour)),
    }
  })

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('prints as dark text on white on at most two A4 pages, without the frame', async ({
      page,
    }) => {
      await page.goto('resume')
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.locator('[data-cursor]')).toBeAttached()
      // Whether each part of the frame is rendered (not display:none, nor inside something that is).
      const frame = () =>
        page
          .locator(
            'body > header, #site-menu, aside, [aria-label="Dark theme"], [data-cursor], a[download]',
          )
          .evaluateAll((parts) => parts.map((part) => part.checkVisibility()))
      expect(await frame()).toEqual([true, true, true, true, true, true])
      await page.emulateMedia({ media: 'print' })
      expect(await frame()).toEqual([false, false, false, false, false, false])
      expect(await printedColours(page)).toEqual({
        page: 'rgb(255, 255, 255)',
        lightText: [],
        tinted: [],
      })
      const pdf = await readPdf(await page.pdf({ format: 'A4' }))
      expect(pdf.pages).toBeLessThanOrEqual(2)
      expect(pdf.text).toContain(fullName)
    })
  })
}
