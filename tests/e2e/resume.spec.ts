import type { Page } from '@playwright/test'
import { networkKeys, socialNetworks } from '../../src/content-model/social-networks.ts'
import { dateParts, formatDates } from '../../src/lib/dates.ts'
import { fill } from '../../src/lib/fill.ts'
import { keepMeasuresWhole } from '../../src/lib/numbers.ts'
import { jsonResume } from '../../src/resume/json-resume.ts'
import { rangeText } from '../../src/resume/resume.ts'
import { DEFAULT_LANGUAGE, LANGUAGES, site, ui } from './content.ts'
import { asPrinted, BASE, escapeRegExp, expect, SITE_URL, test } from './fixtures.ts'
import { readPdf } from './pdf.ts'

const { fullName, email } = site.identity
const { code } = DEFAULT_LANGUAGE
const { certifications, awards, education, languages } = site
// The projects the résumé lists: those the owner picked, else every one.
const selected = (site.resume.projectSlugs ?? site.projects.map((project) => project.slug))
  .map((slug) => site.projects.find((project) => project.slug === slug))
  .filter((project) => project !== undefined)
const { sections } = ui.resume
// Each section's heading, in order, when it has something to show.
const shownSections = [
  [sections.summary, true],
  [sections.experience, site.timeline.length > 0],
  [sections.skills, site.skills.length > 0],
  [sections.certifications, certifications.length > 0],
  [sections.awards, awards.length > 0],
  [sections.education, education.length > 0],
  [sections.projects, selected.length > 0],
  [sections.languages, languages.length > 0],
] as const
const fileTitle = fill(ui.resume.fileTitle, { name: fullName })
// A title as read out, when it may link to another site ('… (opens in a new tab)').
const linkedOrNot = (title: string) =>
  new RegExp(`^${escapeRegExp(title)}( ${escapeRegExp(ui.opensInNewTab)})?$`)

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the prerendered page holds the whole résumé', async ({ page }) => {
    await page.goto('resume')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(ui.resume.heading)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      // A list that shows without its heading fails here as '(no heading)'.
      shownSections.flatMap(([heading, shown]) => (shown ? [heading ?? '(no heading)'] : [])),
    )
    const section = (name: string) => main.getByRole('region', { name, exact: true })
    await expect(main).toContainText(fullName)
    await expect(main.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    for (const { jobtitle, where, date, achievements = [] } of site.timeline) {
      const title = page.getByRole('heading', {
        level: 3,
        name: `${jobtitle}, ${where}`,
        exact: true,
      })
      const entry = main.getByRole('listitem').filter({ has: title })
      // Each date the entry's text holds is a <time>, shown as the language writes it.
      const times = dateParts(date).flatMap((part) => part.dateTime ?? [])
      await expect(entry.locator('time')).toHaveCount(times.length)
      for (const [i, datetime] of times.entries())
        await expect(entry.locator('time').nth(i)).toHaveAttribute('datetime', datetime)
      await expect(entry).toContainText(formatDates(date, code))
      for (const line of achievements) await expect(entry).toContainText(line)
    }
    for (const { name } of site.skills)
      await expect(
        section(sections.skills)
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${escapeRegExp(name)}$`) }),
      ).toHaveCount(1)
    for (const { name, issuer, date } of certifications) {
      const entry = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: linkedOrNot(name) }) })
      await expect(entry).toContainText(issuer)
      await expect(entry.locator(`time[datetime="${date}"]`)).toHaveText(formatDates(date, code))
    }
    for (const { title, awarder, date, summary } of awards) {
      const entry = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: linkedOrNot(title) }) })
      await expect(entry).toContainText(awarder)
      if (summary) await expect(entry).toContainText(summary)
      await expect(entry.locator(`time[datetime="${date}"]`)).toHaveText(formatDates(date, code))
    }
    for (const { school, degree, start, end } of education) {
      const entry = main
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: degree, exact: true }) })
      await expect(entry).toContainText(school)
      await expect(entry).toContainText(formatDates(rangeText(start, end, ui.resume.now), code))
    }
    for (const { language } of languages)
      await expect(section(sections.languages ?? '(no heading)')).toContainText(language)
  })
})

test('selected projects link to their pages, and the files to download are there', async ({
  page,
  request,
}) => {
  await page.goto('resume')
  const main = page.getByRole('main')
  const listed = main.getByRole('region', { name: sections.projects, exact: true })
  await expect(listed.getByRole('link')).toHaveText(selected.map((project) => project.title))
  for (const { title, slug } of selected)
    await expect(listed.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      `${BASE}portfolio/${slug}`,
    )
  const pdf = main.getByRole('link', { name: ui.resume.downloadPdf, exact: true })
  await expect(pdf).toHaveAttribute('download', `${fileTitle}.pdf`)
  const json = main.getByRole('link', { name: ui.resume.jsonResume, exact: true })
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

test("a number in the résumé's words never parts from its unit at the end of a line", async ({
  page,
}) => {
  await page.goto('resume')
  const text = (await page.getByRole('main').textContent()) ?? ''
  expect(text).toBe(keepMeasuresWhole(text))
})

test('the menu and About lead to the résumé', async ({ page }) => {
  await page.goto('about')
  await page.getByRole('link', { name: ui.about.resumeLink.link, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.resume.heading)
  await page.getByRole('button', { name: ui.menu, exact: true }).click()
  await expect(
    page
      .getByRole('navigation', { name: ui.mainNavigation, exact: true })
      .getByRole('link', { name: ui.nav.resume, exact: true }),
  ).toHaveAttribute('aria-current', 'page')
})

test("each language's resume.pdf numbers its pages when it has more than one", async ({
  request,
}) => {
  for (const { folder } of LANGUAGES) {
    const pdf = await readPdf(await (await request.get(`${folder}resume.pdf`)).body())
    const numbers = pdf.pageTexts.map((text) => /(\d+) \/ (\d+)$/.exec(text)?.slice(1).join(' / '))
    const expected = pdf.pageTexts.map((_, i) =>
      pdf.pages > 1 ? `${i + 1} / ${pdf.pages}` : undefined,
    )
    expect(numbers, `${folder}resume.pdf`).toEqual(expected)
  }
})

test('resume.pdf holds the résumé as text, with its metadata and links', async ({ request }) => {
  const response = await request.get('resume.pdf')
  expect(response.headers()['content-type']).toBe('application/pdf')
  const bytes = await response.body()
  expect(bytes.length, 'bytes').toBeLessThan(200 * 1024)
  const pdf = await readPdf(bytes)
  // How many pages is the owner's to decide; the example's two are checked in example.spec.ts.
  expect(pdf.pages).toBeGreaterThan(0)
  expect(pdf.info).toMatchObject({ Title: fileTitle, Author: fullName })
  const texts = [
    fullName,
    ...site.timeline.flatMap((entry) => [
      entry.jobtitle,
      entry.where,
      ...(entry.achievements ?? []),
    ]),
    ...site.skills.map((skill) => skill.name),
    ...certifications.flatMap((entry) => [entry.name, entry.issuer]),
    ...awards.flatMap((entry) => [entry.title, entry.awarder]),
    ...education.flatMap((entry) => [entry.degree, entry.school]),
    ...languages.map((entry) => entry.language),
  ]
  // The PDF's text reads a measure's no-break space ('110 kV') as a space, and has a soft hyphen
  // ('Suurjännite\u00adteknikko') only where a line breaks at it.
  for (const text of texts)
    expect(pdf.text).toContain(text.replaceAll('\u00a0', ' ').replaceAll('\u00ad', ''))
  // The text is drawn with the embedded font, so every letter (Ł, ó, ź, –) comes back as written.
  expect(bytes.toString('latin1')).toContain('/FontFile2')
  // The profiles the résumé names, where the owner has them.
  const profiles = networkKeys
    .filter((network) => socialNetworks[network].resume)
    .flatMap((network) => site.social[network] ?? [])
  expect(pdf.links).toEqual(
    expect.arrayContaining([`mailto:${email}`, `${SITE_URL}resume`, ...profiles]),
  )
})

test('resume.json is the content in the JSON Resume schema, with the published addresses', async ({
  request,
}) => {
  const url = (path: string) => SITE_URL + path.replace(/^\//, '')
  const expected = jsonResume(site, { url })
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
    // With motion, so that the trailing cursor, a part of the frame, is there to be left out.
    test.use({ colorScheme, reducedMotion: 'no-preference' })

    test('prints as dark text on white, without the frame', async ({ page }) => {
      await page.goto('resume')
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await page.getByRole('button', { name: ui.menu, exact: true }).click()
      await expect(page.locator('[data-cursor]')).toBeAttached()
      // The side rail is there when the owner links a network.
      const rail = Object.values(site.social).some(Boolean) ? ['aside'] : []
      const parts = ['body > header', '#site-menu', ...rail, '[data-theme-toggle]', '[data-cursor]']
      // Whether each part of the frame is rendered (not display:none, nor inside something that is).
      const frame = () =>
        page
          .locator([...parts, 'a[download]'].join(', '))
          .evaluateAll((found) => found.map((part) => part.checkVisibility()))
      expect(await frame()).toEqual([...parts, 'a[download]'].map(() => true))
      await page.emulateMedia({ media: 'print' })
      expect(await frame()).toEqual([...parts, 'a[download]'].map(() => false))
      expect(await printedColours(page)).toEqual({
        page: 'rgb(255, 255, 255)',
        lightText: [],
        tinted: [],
      })
      const pdf = await readPdf(await page.pdf({ format: 'A4' }))
      expect(pdf.text).toContain(fullName)
    })
  })
}

// Where a box's line starts: its left edge, or its right one in a right-to-left language.
type Box = { top: number; bottom: number; start: number }

// Every entry's title and dates are placed as `holds` says, named by their title when not.
async function expectEveryEntry(page: Page, holds: (title: Box, dates: Box) => boolean) {
  const entries = await page
    .getByRole('main')
    .locator('li:has(> div > h3 + span)')
    .evaluateAll((items) =>
      items.map((item) => {
        const box = (selector: string) => {
          const rect =
            item.querySelector(selector)?.getBoundingClientRect() ?? new DOMRect(NaN, NaN)
          const rtl = getComputedStyle(item).direction === 'rtl'
          return { top: rect.top, bottom: rect.bottom, start: rtl ? -rect.right : rect.left }
        }
        return {
          title: item.querySelector('h3')?.textContent,
          titleBox: box('h3'),
          datesBox: box('h3 + span'),
        }
      }),
    )
  expect(entries.length).toBeGreaterThan(0)
  expect(
    entries.map(({ title, titleBox, datesBox }) => ({ title, holds: holds(titleBox, datesBox) })),
  ).toEqual(entries.map(({ title }) => ({ title, holds: true })))
}

test("printed, each entry's dates stay level with its title, whatever address the title prints after it", async ({
  page,
}) => {
  await page.goto('resume')
  await asPrinted(page)
  await expectEveryEntry(page, (title, dates) => Math.abs(title.top - dates.top) < 3)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("every entry's dates stand under its title, where the title starts, however short the title", async ({
    page,
  }) => {
    await page.goto('resume')
    await expectEveryEntry(
      page,
      (title, dates) => dates.top >= title.bottom - 1 && Math.abs(dates.start - title.start) < 1,
    )
  })
})
