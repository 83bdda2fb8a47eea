import type { Facts, Site, WordsShape } from '../content-model/schema.ts'

/** A text a language set to '' (or only spaces) is left out there. */
const given = (text: string | undefined) => (text?.trim() ? text : undefined)

// A list as its facts order it, each entry with its words. An entry whose naming text (its title,
// name, school…) a language sets to '' is left out in that language.
function entries<Fact extends { id: string }, Words>(
  facts: readonly Fact[] | undefined,
  words: Readonly<Record<string, Words>> | undefined,
  name: (words: Words) => string,
): (Fact & Words)[] {
  return (facts ?? []).flatMap((fact) => {
    const entry = words?.[fact.id]
    return entry && given(name(entry)) ? [{ ...fact, ...entry }] : []
  })
}

/** One language's site: its words (the default's merged in) laid onto the facts. */
export function assembleSite(facts: Facts, words: WordsShape): Site {
  const { identity, home, timeline, languages } = words
  // Every language has every project (validate.ts makes sure): its page has a twin in each.
  const projectWords = (slug: string) => {
    const found = words.projects[slug]
    if (!found) throw new Error(`No words for the project "${slug}"`)
    return found
  }
  return {
    identity: {
      ...facts.identity,
      tagline: identity.tagline,
      headline: given(identity.headline),
      location: given(identity.location),
    },
    home: { ...home, photo: facts.home.photo },
    about: words.about,
    timeline: entries(facts.timeline, timeline, (entry) => entry.jobtitle).map((entry) => ({
      ...entry,
      achievements: entry.achievements?.filter((line) => given(line)),
    })),
    skills: entries(facts.skills, words.skills, (skill) => skill.name),
    services: entries(facts.services, words.services, (service) => service.title),
    education: entries(facts.education, words.education, (entry) => entry.school),
    certifications: entries(facts.certifications, words.certifications, (entry) => entry.name),
    languages: entries(facts.languages, languages, (entry) => entry.language).map((entry) => ({
      ...entry,
      fluency: given(entry.fluency),
    })),
    resume: { ...words.resume, projectSlugs: facts.resume?.projectSlugs },
    portfolio: words.portfolio,
    projects: facts.projects.map((project) => {
      const { problem, role, work, outcome, ...words } = projectWords(project.slug)
      return {
        ...project,
        tags: project.tags ?? [],
        ...words,
        problem: given(problem),
        role: given(role),
        work: given(work),
        outcome: given(outcome),
      }
    }),
    // Every label, used or not: each page shows the tags its projects or posts have.
    tags: words.tags ?? {},
    blog: words.blog,
    pages: words.pages ?? {},
    series: entries(facts.series, words.series, (series) => series.title),
    contact: { ...facts.contact, ...words.contact },
    social: facts.social,
    analytics: facts.analytics ?? { provider: 'none' },
    comments: facts.comments ?? { provider: 'none' },
    newsletter: facts.newsletter ?? { provider: 'none' },
    theme: facts.theme ?? {},
  }
}
