import type { Project, Site, Ui } from '../content-model/schema.ts'
import { networkKeys, socialNetworks } from '../content-model/social-networks.ts'

export type ResumeSource = Pick<
  Site,
  | 'identity'
  | 'home'
  | 'about'
  | 'timeline'
  | 'skills'
  | 'education'
  | 'certifications'
  | 'awards'
  | 'languages'
  | 'projects'
  | 'resume'
  | 'social'
>

// Published beside the pages at build time (src/resume/resume-files.tsx).
export const RESUME_FILES = { pdf: 'resume.pdf', json: 'resume.json' } as const

// The page links the site to its home route and profiles to a new tab; the PDF links them all.
export type ContactItem =
  | { kind: 'location'; text: string; href?: undefined }
  | { kind: 'email' | 'site' | 'profile'; text: string; href: string }

export type Resume = ReturnType<typeof resumeOf>

// 'https://www.linkedin.com/in/example/' → 'linkedin.com/in/example': how an address is printed.
export const bareUrl = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')

/** 'from' – 'to', or 'from' – 'now' while it goes on: the form the timeline's dates take too. */
export const rangeText = (start: string, end: string | undefined, now: string) =>
  `${start} – ${end ?? now}`

// What the résumé says of a project: not its details, cover, tags or the rest of its case study.
const RESUME_FIELDS = [
  'slug',
  'title',
  'description',
  'additionalInfo',
  'outcome',
  'start',
  'end',
] as const satisfies readonly (keyof Project)[]

const resumeProject = (project: Project) =>
  Object.fromEntries(RESUME_FIELDS.map((field) => [field, project[field]])) as Pick<
    Project,
    (typeof RESUME_FIELDS)[number]
  >

function selectedProjects(projects: readonly Project[], slugs: readonly string[] | undefined) {
  const selected = slugs
    ? slugs.flatMap((slug) => projects.filter((project) => project.slug === slug))
    : projects
  return selected.map(resumeProject)
}

/** What the résumé says, in the order it says it: the page, the PDF and resume.json share it. */
export function resumeOf(site: ResumeSource, siteUrl: string) {
  const { fullName, email, headline, location } = site.identity
  const profiles = networkKeys
    .filter((network) => socialNetworks[network].resume)
    .flatMap((network) => site.social[network] ?? [])
  const contact: ContactItem[] = [
    ...(location ? [{ kind: 'location' as const, text: location }] : []),
    { kind: 'email', text: email, href: `mailto:${email}` },
    { kind: 'site', text: bareUrl(siteUrl), href: siteUrl },
    ...profiles.map((href) => ({ kind: 'profile' as const, text: bareUrl(href), href })),
  ]
  return {
    name: fullName,
    headline: headline ?? site.home.roles[0] ?? '',
    contact,
    summary: site.about.intro,
    experience: site.timeline.map((entry) => ({
      ...entry,
      achievements: entry.achievements ?? [],
    })),
    skills: site.skills.map((skill) => skill.name),
    certifications: site.certifications,
    awards: site.awards,
    education: site.education,
    languages: site.languages,
    projects: selectedProjects(site.projects, site.resume.projectSlugs),
  }
}

/** An entry of a section, as the page and the PDF show it. */
export type ResumeItem = {
  key: string
  title: string
  /** After the title: where a job was. */
  at?: string
  /** Where the title leads: an address of its own, or a project's page. */
  link?: { url: string } | { project: string }
  /** As the content writes them ('2021-09', '2019 – now'); the page and the PDF format them. */
  dates?: string
  points?: readonly string[]
  paragraphs?: readonly string[]
  /** A line in muted type: an issuer, a school, a stack. */
  note?: string
}

type SectionId = keyof Ui['resume']['sections']

/**
 * The résumé's sections in order, each under its heading in `text`, as the page and the PDF lay
 * them out: a text, a list on one line, or entries. A section with nothing in it is left out,
 * heading and all (as is one without a heading, which the content's check does not let through).
 */
export const resumeSections = (resume: Resume, text: Ui['resume']) =>
  sectionsOf(resume, text.now).flatMap((section) => {
    const title = text.sections[section.id]
    return title && section.items.length > 0 ? [{ ...section, title }] : []
  })

const sectionsOf = (resume: Resume, now: string): ResumeSectionData[] => [
  { id: 'summary', kind: 'text', items: [resume.summary] },
  {
    id: 'experience',
    kind: 'entries',
    ordered: true,
    items: resume.experience.map(({ id, jobtitle, where, date, achievements }) => ({
      key: id,
      title: jobtitle,
      at: where,
      dates: date,
      points: achievements,
    })),
  },
  { id: 'skills', kind: 'list', items: resume.skills.map((text) => ({ text })) },
  {
    id: 'certifications',
    kind: 'entries',
    items: resume.certifications.map(({ id, name, issuer, date, url }) => ({
      key: id,
      title: name,
      link: url === undefined ? undefined : { url },
      dates: date,
      note: issuer,
    })),
  },
  {
    id: 'awards',
    kind: 'entries',
    items: resume.awards.map(({ id, title, awarder, date, url, summary }) => ({
      key: id,
      title,
      link: url === undefined ? undefined : { url },
      dates: date,
      paragraphs: summary === undefined ? undefined : [summary],
      note: awarder,
    })),
  },
  {
    id: 'education',
    kind: 'entries',
    items: resume.education.map(({ id, school, degree, start, end }) => ({
      key: id,
      title: degree,
      dates: rangeText(start, end, now),
      note: school,
    })),
  },
  {
    id: 'projects',
    kind: 'entries',
    items: resume.projects.map(
      ({ slug, title, description, outcome, additionalInfo, start, end }) => ({
        key: slug,
        title,
        link: { project: slug },
        dates: start && rangeText(start, end, now),
        paragraphs: outcome ? [description, outcome] : [description],
        note: additionalInfo,
      }),
    ),
  },
  {
    id: 'languages',
    kind: 'list',
    items: resume.languages.map(({ language, fluency }) => ({ text: language, note: fluency })),
  },
]

/** A section of the résumé as the page and the PDF lay it out. */
export type ResumeSectionData = { id: SectionId } & (
  | { kind: 'text'; items: readonly string[] }
  | { kind: 'list'; items: readonly { text: string; note?: string }[] }
  | { kind: 'entries'; items: readonly ResumeItem[]; ordered?: boolean }
)
