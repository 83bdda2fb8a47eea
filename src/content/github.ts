import {
  calendarView,
  EMPTY_SNAPSHOT,
  ownerLogin,
  repoFacts,
  repoOf,
  snapshotSchema,
  type RepoNumbers,
} from '../lib/github.ts'
import { language, site, ui } from './language.ts'

// The numbers `npm run github` wrote into github.json, for this build's content and language. No
// file, or nothing in it for a project or the owner, and the pages show none.
const FILE = 'src/content/github.json'
const [json] = Object.values(import.meta.glob('./github.json', { eager: true, import: 'default' }))
const parsed = snapshotSchema.safeParse(json ?? EMPTY_SNAPSHOT)
if (!parsed.success)
  throw new Error(
    `${FILE} is invalid (${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}): run \`npm run github\` to write it again`,
  )
const snapshot = parsed.data

/** Each project's repository and its numbers, by the project's slug: only those GitHub knows. */
export const repositories: Record<string, { name: string; numbers: RepoNumbers }> =
  Object.fromEntries(
    site.projects.flatMap((project) => {
      const name = repoOf(project)
      const numbers = name === undefined ? undefined : snapshot.repos[name]
      return numbers && name ? [[project.slug, { name, numbers }]] : []
    }),
  )

/** What the project cards and pages show of each repository, by slug. */
export const repoFactsBySlug = Object.fromEntries(
  Object.entries(repositories).map(([slug, { name, numbers }]) => [
    slug,
    repoFacts(name, numbers, ui.github, language.code),
  ]),
)

/** About's contribution calendar: the owner's (the `github` social link's), if the snapshot has it. */
export const calendar =
  snapshot.calendar && snapshot.calendar.login === ownerLogin(site.social)
    ? { heading: ui.github.calendar, ...calendarView(snapshot.calendar, ui.github, language.code) }
    : null
