import { renderToBuffer } from '@react-pdf/renderer'
import type { ComponentProps } from 'react'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { expect, test } from 'vitest'
import { ResumeDocument, type Spacing } from '../../../../src/resume/pdf/resume-document.tsx'
import { pageCount } from '../../../../src/resume/resume-files.tsx'
import { resumeOf } from '../../../../src/resume/resume.ts'
import { languageContent } from '../../../../src/site-content/language-content.ts'

const { site, ui } = languageContent()

// The résumé of `owner`, without projects, set in a font every PDF reader has; in English unless
// `language` says otherwise.
const pdfOf = (
  owner: typeof site,
  spacing?: Spacing,
  language: Pick<ComponentProps<typeof ResumeDocument>, 'lang' | 'dir' | 'fallback'> = {
    lang: 'en',
    dir: 'ltr',
  },
) =>
  renderToBuffer(
    <ResumeDocument
      resume={{ ...resumeOf(owner, 'https://example.com/'), projects: [] }}
      text={ui.resume}
      {...language}
      pageUrl="https://example.com/resume"
      projectUrl={(slug) => `https://example.com/portfolio/${slug}`}
      fonts={{ body: ['Helvetica'], headings: ['Helvetica'] }}
      spacing={spacing}
    />,
  )

// A summary of a line and `jobs` jobs of one line each.
const pages = async (jobs: number, spacing: Spacing) => {
  const timeline = Array.from({ length: jobs }, (_, index) => ({
    id: `job-${index}`,
    jobtitle: `Developer ${index}`,
    where: 'Northwind',
    date: '2020 – 2021',
  }))
  const shorter = {
    ...site,
    about: { ...site.about, intro: 'A developer who tests.' },
    timeline,
    skills: [],
    certifications: [],
    awards: [],
    education: [],
    languages: [],
  }
  return pageCount(await pdfOf(shorter, spacing))
}

test('the close setting fits on one page a résumé that the usual one spills onto a second', async () => {
  // The fewest jobs that take the usual setting onto a second page.
  let [fits, spills] = [0, 60]
  while (spills - fits > 1) {
    const jobs = Math.floor((fits + spills) / 2)
    if ((await pages(jobs, 'usual')) === 1) fits = jobs
    else spills = jobs
  }
  expect(await pages(spills, 'usual')).toBe(2)
  expect(await pages(spills + 1, 'tight')).toBe(1)
}, 20_000)

// Each run of text on the first page: its words, where it starts and ends, and its baseline.
async function textRuns(pdf: Buffer) {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise
  const page = await document.getPage(1)
  const { items } = await page.getTextContent()
  const [, , width = 0] = page.view
  const runs = items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [
          {
            text: item.str,
            start: item.transform[4],
            end: item.transform[4] + item.width,
            line: Math.round(item.transform[5]),
          },
        ]
      : [],
  )
  await document.destroy()
  return { width, runs }
}

test('a long email and a job title that wraps stay inside the margins, clear of the dates beside them', async () => {
  const email = 'mika.laine.consulting.services@verylongcompanydomain.example.com'
  const pdf = await pdfOf({
    ...site,
    identity: { ...site.identity, email },
    timeline: [
      {
        id: 'northwind',
        jobtitle: 'Senior Principal Distributed Systems Reliability Engineer',
        where: 'Northwind Systems International Holdings Oy',
        date: 'September 2019 – December 2022',
      },
    ],
  })
  const { width, runs } = await textRuns(pdf)
  expect(runs.map(({ text }) => text).join(' ')).toContain(email)
  expect(runs.filter(({ end }) => end > width - 46 + 0.5)).toEqual([])
  for (const line of new Set(runs.map((run) => run.line))) {
    const inOrder = runs.filter((run) => run.line === line).sort((a, b) => a.start - b.start)
    const overlapping = inOrder.filter(
      (run, index) => index > 0 && run.start < (inOrder[index - 1]?.end ?? 0) - 0.5,
    )
    expect(overlapping).toEqual([])
  }
}, 20_000)

test('a résumé in a language written right to left runs from the right, each text in its own direction', async () => {
  const own = 'Moved 40 services to the cloud.'
  const leftInEnglish = 'Shipped a booking platform used by 120 clinics.'
  const pdf = await pdfOf(
    {
      ...site,
      timeline: [
        {
          id: 'northwind',
          jobtitle: 'Cloud Developer',
          where: 'Northwind',
          date: '2020 – 2021',
          achievements: [own, leftInEnglish],
        },
      ],
    },
    'usual',
    { lang: 'he', dir: 'rtl', fallback: { lang: 'en', dir: 'ltr', texts: [leftInEnglish] } },
  )
  const { width, runs } = await textRuns(pdf)
  const runWith = (words: string) => {
    const run = runs.find(({ text }) => text.includes(words))
    if (!run) throw new Error(`no run of text has "${words}"`)
    return run
  }
  // Within a point of the right margin (a heading's letter spacing follows its last letter too).
  const atRight = (run: { end: number }) => expect(Math.abs(width - 46 - run.end)).toBeLessThan(1)
  // The section's heading stands on the right, its entries to its left; an entry's dates on the
  // left of its title; the footer on the right.
  const heading = runWith(ui.resume.sections.experience.toUpperCase())
  const title = runWith('Cloud Developer')
  atRight(heading)
  expect(title.end).toBeLessThan(heading.start)
  expect(runWith('2020').end).toBeLessThan(title.start)
  atRight(runWith('example.com/resume'))
  // Both points keep to the right, each with its dash on its right. The page's own sentence reads
  // right to left, its full stop at its left end, as in Hebrew; the one left in English reads left
  // to right, as written.
  const [ownPoint, englishPoint] = [runWith('40 services'), runWith('120 clinics')]
  expect(ownPoint.end).toBeCloseTo(englishPoint.end, 0)
  for (const point of [ownPoint, englishPoint]) {
    const dash = runs.find(({ text, line }) => text === '–' && line === point.line)
    expect(dash?.start).toBeGreaterThan(point.end)
  }
  expect(ownPoint.text).toBe('.Moved 40 services to the cloud')
  expect(englishPoint.text).toBe(leftInEnglish)
}, 20_000)
