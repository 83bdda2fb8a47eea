import { socialNetworks, type SocialNetwork } from '../content-model/social-networks.ts'
import { dateRange } from '../lib/dates.ts'
import { RESUME_FILES, resumeOf, type ResumeSource } from './resume.ts'
import { projectPath } from '../routing/route-path.ts'

const SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json'

type JsonResumeOptions = {
  // Turns a site path into the published address (LanguageContent.url: routing/base.ts languageUrl).
  url: (path: string) => string
}

// The résumé in the JSON Resume schema v1.0.0 (jsonresume.org), for its themes and tools.
// Fields left undefined disappear when the object is written out with JSON.stringify.
export function jsonResume(site: ResumeSource, { url }: JsonResumeOptions) {
  const resume = resumeOf(site, url('/'))
  const { email, location } = site.identity
  const social = Object.entries(site.social) as [SocialNetwork, string | undefined][]
  return {
    $schema: SCHEMA,
    basics: {
      name: resume.name,
      label: resume.headline,
      email,
      url: url('/'),
      summary: resume.summary,
      location: location ? { city: location } : undefined,
      profiles: social.flatMap(([network, href]) =>
        href
          ? [
              {
                network: socialNetworks[network].label,
                username: href.split('/').filter(Boolean).pop(),
                url: href,
              },
            ]
          : [],
      ),
    },
    work: resume.experience.map(({ jobtitle, where, date, achievements }) => {
      const { start, end } = dateRange(date)
      return {
        name: where,
        position: jobtitle,
        startDate: start,
        endDate: end,
        highlights: achievements,
      }
    }),
    education: resume.education.map(({ school, degree, start, end }) => ({
      institution: school,
      studyType: degree,
      startDate: start,
      endDate: end,
    })),
    certificates: resume.certifications.map(({ name, issuer, date, url: link }) => ({
      name,
      issuer,
      date,
      url: link,
    })),
    awards: resume.awards.map(({ title, date, awarder, summary }) => ({
      title,
      date,
      awarder,
      summary,
    })),
    skills: resume.skills.map((name) => ({ name })),
    languages: resume.languages.map(({ language, fluency }) => ({ language, fluency })),
    projects: resume.projects.map(
      ({ slug, title, description, additionalInfo, outcome, start, end }) => ({
        name: title,
        description,
        url: url(projectPath(slug)),
        keywords: additionalInfo.split(/,\s*/),
        startDate: start,
        endDate: end,
        highlights: outcome ? [outcome] : undefined,
      }),
    ),
    meta: { canonical: url(RESUME_FILES.json), version: 'v1.0.0' },
  }
}
