import {
  KEYED_LISTS,
  keyedLists,
  type Facts,
  type KeyedEntry,
  type KeyedList,
  type Site,
  type WordsShape,
} from '../content-model/schema.ts'

/** A text a language set to '' (or only spaces) is left out there. */
const given = (text: string | undefined) => (text?.trim() ? text : undefined)

// Each keyed list as its facts order it, each entry with its words. An entry whose naming text (its
// title, name, school…) a language sets to '' is left out in that language.
function keyedEntries(facts: Facts, words: WordsShape) {
  const lists = keyedLists.map((list) => {
    const named = (facts[list] ?? []).flatMap((fact) => {
      const entry = words[list]?.[fact.id]
      const name: unknown = entry && Reflect.get(entry, KEYED_LISTS[list])
      return typeof name === 'string' && given(name) ? [{ ...fact, ...entry }] : []
    })
    return [list, named]
  })
  return Object.fromEntries(lists) as { [L in KeyedList]: KeyedEntry<L>[] }
}

/** One language's site: its words (the default's merged in) laid onto the facts. */
export function assembleSite(facts: Facts, words: WordsShape): Site {
  const { identity, home } = words
  const { timeline, languages, awards, ...lists } = keyedEntries(facts, words)
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
    ...lists,
    timeline: timeline.map((entry) => ({
      ...entry,
      achievements: entry.achievements?.filter((line) => given(line)),
    })),
    languages: languages.map((entry) => ({ ...entry, fluency: given(entry.fluency) })),
    awards: awards.map((entry) => ({ ...entry, summary: given(entry.summary) })),
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
    contact: { ...facts.contact, ...words.contact },
    social: facts.social,
    analytics: facts.analytics ?? { provider: 'none' },
    comments: facts.comments ?? { provider: 'none' },
    newsletter: facts.newsletter ?? { provider: 'none' },
    theme: facts.theme ?? {},
  }
}
