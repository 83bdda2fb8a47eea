import { expect, test } from 'vitest'
import { localize } from '../../../src/site-content/localize.ts'
import { pair } from '../../fixtures/content/sites.ts'
import {
  bareUrl,
  rangeText,
  resumeOf,
  resumeSections,
  type ResumeSource,
} from '../../../src/resume/resume.ts'

// A two-language owner's site, in its default language.
const { site, ui } = localize(pair, 'en')

const siteUrl = 'https://me.example/cv/'

// Only what a résumé needs, with none of the optional lists.
const minimal: ResumeSource = {
  ...site,
  identity: { shortName: 'Ana', fullName: 'Ana Ñúñez', tagline: 'Hi.', email: 'ana@example.com' },
  timeline: [{ id: 'acme', jobtitle: 'Developer', where: 'Acme', date: '2020 – now' }],
  education: [],
  certifications: [],
  awards: [],
  languages: [],
  resume: { description: 'CV' },
  social: {},
}

test('the headline is the first role title unless one is given', () => {
  expect(resumeOf(minimal, siteUrl).headline).toBe(site.home.roles[0])
  expect(resumeOf(site, siteUrl).headline).toBe(site.identity.headline)
})

test('the contact line: location, email, site address and the profiles that are set', () => {
  expect(resumeOf(site, siteUrl).contact).toEqual([
    { kind: 'location', text: site.identity.location },
    { kind: 'email', text: site.identity.email, href: `mailto:${site.identity.email}` },
    { kind: 'site', text: 'me.example/cv', href: siteUrl },
    { kind: 'profile', text: 'github.com/zoe', href: site.social.github },
  ])
  expect(resumeOf(minimal, siteUrl).contact.map((item) => item.kind)).toEqual(['email', 'site'])
})

test('optional lists come out empty, so their sections hide', () => {
  const resume = resumeOf(minimal, siteUrl)
  expect(resume.experience).toEqual([{ ...minimal.timeline[0], achievements: [] }])
  expect(resume.education).toEqual([])
  expect(resume.certifications).toEqual([])
  expect(resume.awards).toEqual([])
  expect(resume.languages).toEqual([])
  expect(resumeSections(resume, ui.resume).map((section) => section.id)).toEqual([
    'summary',
    'experience',
    'skills',
    'projects',
  ])
})

test("every list with entries is a section under its heading, in the résumé's order", () => {
  const sections = resumeSections(resumeOf(site, siteUrl), ui.resume)
  expect(sections.map(({ title }) => title)).toEqual([
    ui.resume.sections.summary,
    ui.resume.sections.experience,
    ui.resume.sections.skills,
    ui.resume.sections.certifications,
    'Awards',
    ui.resume.sections.education,
    ui.resume.sections.projects,
    ui.resume.sections.languages,
  ])
  expect(sections.find(({ id }) => id === 'awards')?.items).toEqual([
    {
      key: 'best-talk',
      title: 'Best talk',
      dates: '2023-09',
      paragraphs: ['Profiling without guesswork.'],
      note: 'RustConf',
    },
  ])
})

test('lists the selected projects in the order given, or every project', () => {
  const slugs = ['project-i', 'project-b']
  const selected = resumeOf(
    { ...site, resume: { description: 'CV', projectSlugs: slugs } },
    siteUrl,
  )
  expect(selected.projects.map((project) => project.slug)).toEqual(slugs)
  expect(resumeOf(minimal, siteUrl).projects.map((project) => project.slug)).toEqual(
    site.projects.map((project) => project.slug),
  )
  expect(resumeOf(minimal, siteUrl).projects[0]).toEqual({
    slug: site.projects[0]?.slug,
    title: site.projects[0]?.title,
    description: site.projects[0]?.description,
    additionalInfo: site.projects[0]?.additionalInfo,
    outcome: site.projects[0]?.outcome,
    start: site.projects[0]?.start,
    end: site.projects[0]?.end,
  })
})

test('addresses print without their scheme, www or trailing slash', () => {
  expect(bareUrl('https://www.linkedin.com/in/example/')).toBe('linkedin.com/in/example')
  expect(bareUrl('http://example.github.io/react-portfolio/')).toBe(
    'example.github.io/react-portfolio',
  )
})

test('a range without an end runs until now', () => {
  expect(rangeText('2010', '2014', 'now')).toBe('2010 – 2014')
  expect(rangeText('2021-09', undefined, 'now')).toBe('2021-09 – now')
  expect(rangeText('2021-09', undefined, 'nyt')).toBe('2021-09 – nyt')
})
