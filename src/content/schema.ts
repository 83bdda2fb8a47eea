import { z } from 'zod'
import { endsBefore, ISO_DATE } from '../lib/dates.ts'

const text = z.string().trim().min(1, 'must not be empty')
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const date = z.string().regex(ISO_DATE, 'must be a year or a year and month, like 2021 or 2021-09')
const slug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')

export const projectSchema = z.object({
  slug,
  img: text,
  title: text,
  description: text,
  additionalInfo: text,
  details: text,
  link: url,
})

export const siteSchema = z.object({
  identity: z.object({
    shortName: text,
    fullName: text,
    tagline: text,
    email: z.email({ error: 'must be an email address' }),
    /** One line under the name on the résumé; the first role title when left out. */
    headline: text.optional(),
    location: text.optional(),
  }),
  home: z.object({
    roles: z.array(text).min(1, 'needs at least one role title'),
    intro: text,
    photo: text,
    photoAlt: text,
    description: text,
  }),
  about: z.object({
    heading: text,
    introHeading: text,
    intro: text,
    description: text,
  }),
  timeline: z.array(
    z.object({
      jobtitle: text,
      where: text,
      date: text,
      /** Shown on the résumé only: About's table keeps its three columns. */
      achievements: z.array(text).optional(),
    }),
  ),
  skills: z.array(
    z.object({
      name: text,
      value: z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
    }),
  ),
  services: z.array(z.object({ title: text, description: text })),
  education: z
    .array(
      z
        .object({ school: text, degree: text, start: date, end: date.optional() })
        .refine((entry) => !entry.end || !endsBefore(entry.start, entry.end), {
          path: ['end'],
          message: 'must not be before start',
        }),
    )
    .optional(),
  certifications: z
    .array(z.object({ name: text, issuer: text, date, url: url.optional() }))
    .optional(),
  languages: z.array(z.object({ language: text, fluency: text.optional() })).optional(),
  resume: z.object({
    description: text,
    /** Slugs of the projects the résumé lists, in this order; every project when left out. */
    projectSlugs: z.array(slug).optional(),
  }),
  portfolio: z.object({ description: text }),
  projects: z.array(projectSchema),
  contact: z.object({
    formId: z.string().regex(/^\w+$/, 'must be a Formspree form id'),
    description: text,
  }),
  social: z.object({
    twitter: url.optional(),
    github: url.optional(),
    facebook: url.optional(),
    linkedin: url.optional(),
    youtube: url.optional(),
    twitch: url.optional(),
  }),
})

export type Site = z.infer<typeof siteSchema>
export type Project = Site['projects'][number]
/** A project as the grid shows it: everything but the details. */
export type ProjectSummary = Omit<Project, 'details'>
export type TimelineEntry = Site['timeline'][number]
export type Skill = Site['skills'][number]
export type Service = Site['services'][number]
export type Education = NonNullable<Site['education']>[number]
export type Certification = NonNullable<Site['certifications']>[number]
export type Language = NonNullable<Site['languages']>[number]
export type SocialLinks = Site['social']
export type SocialNetwork = keyof SocialLinks

// The words the site itself says around the content: headings, buttons, labels, messages and the
// patterns of page titles. `{name}` and the like are filled in where the text is shown.
export const uiSchema = z.object({
  skipToContent: text,
  menu: text,
  mainNavigation: text,
  darkTheme: text,
  languages: text,
  nav: z.object({ home: text, portfolio: text, about: text, resume: text, contact: text }),
  socialLinks: text,
  socialCaption: text,
  /** The menu's footer, e.g. '© {year} {name}'. */
  copyright: text,
  opensInNewTab: text,
  titles: z.object({
    about: text,
    portfolio: text,
    resume: text,
    contact: text,
    /** A project's page: `{project}` is its title. */
    project: text,
  }),
  home: z.object({ portfolio: text, contact: text }),
  about: z.object({
    /** The line under the intro that leads to the résumé: `before`, the link, `after`. */
    resumeLink: z.object({ before: z.string(), link: text, after: z.string() }),
    timeline: text,
    jobTitle: text,
    where: text,
    date: text,
    skills: text,
    services: text,
  }),
  portfolio: z.object({
    heading: text,
    eyebrow: text,
    viewProject: text,
    close: text,
    /** Above a project's title: `{number}` is its place in the list. */
    projectNumber: text,
    link: text,
    allProjects: text,
    moreProjects: text,
    previous: text,
    next: text,
  }),
  contact: z.object({
    heading: text,
    introHeading: text,
    intro: text,
    form: text,
    name: text,
    email: text,
    message: text,
    send: text,
    sending: text,
    sent: text,
    failed: text,
    dismiss: text,
  }),
  resume: z.object({
    heading: text,
    downloadPdf: text,
    jsonResume: text,
    /** The PDF's title and file name. */
    fileTitle: text,
    /** The end of a range that goes on: '2022 – now'. */
    now: text,
    sections: z.object({
      summary: text,
      experience: text,
      skills: text,
      certifications: text,
      education: text,
      projects: text,
      languages: text,
    }),
  }),
})

export type Ui = z.infer<typeof uiSchema>
