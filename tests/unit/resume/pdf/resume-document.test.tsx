import { renderToBuffer } from '@react-pdf/renderer'
import { expect, test } from 'vitest'
import { ResumeDocument, type Spacing } from '../../../../src/resume/pdf/resume-document.tsx'
import { pageCount } from '../../../../src/resume/resume-files.tsx'
import { resumeOf } from '../../../../src/resume/resume.ts'
import { languageContent } from '../../../../src/site-content/language-content.ts'

const { site, ui } = languageContent()

// A summary of a line and `jobs` jobs of one line each, set in a font every PDF reader has.
const pages = async (jobs: number, spacing: Spacing) => {
  const timeline = Array.from({ length: jobs }, (_, index) => ({
    id: `job-${index}`,
    jobtitle: `Developer ${index}`,
    where: 'Northwind',
    date: '2020 – 2021',
  }))
  const resume = resumeOf(
    {
      ...site,
      about: { ...site.about, intro: 'A developer who tests.' },
      timeline,
      skills: [],
      certifications: [],
      awards: [],
      education: [],
      languages: [],
    },
    'https://example.com/',
  )
  const pdf = await renderToBuffer(
    <ResumeDocument
      resume={{ ...resume, projects: [] }}
      text={ui.resume}
      lang="en"
      pageUrl="https://example.com/resume"
      projectUrl={(slug) => `https://example.com/portfolio/${slug}`}
      fonts={{ body: ['Helvetica'], headings: ['Helvetica'] }}
      spacing={spacing}
    />,
  )
  return pageCount(pdf)
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
