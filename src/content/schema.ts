import { z } from 'zod'

const text = z.string().trim().min(1, 'must not be empty')
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })

export const projectSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
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
  timeline: z.array(z.object({ jobtitle: text, where: text, date: text })),
  skills: z.array(
    z.object({
      name: text,
      value: z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
    }),
  ),
  services: z.array(z.object({ title: text, description: text })),
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
export type SocialLinks = Site['social']
export type SocialNetwork = keyof SocialLinks
