import {
  calendarView,
  EMPTY_SNAPSHOT,
  ownerLogin,
  repoFacts,
  repoOf,
  snapshotSchema,
  type Repository,
} from '../lib/github.ts'
import type { Site, Ui } from '../content-model/schema.ts'

// The numbers `npm run github` wrote into github.json, for the content and a language. No file, or
// nothing in it for a project or the owner, and the pages show none.
const FILE = 'src/content/github.json'
const [json] = Object.values(
  import.meta.glob('../content/github.json', { eager: true, import: 'default' }),
)
const parsed = snapshotSchema.safeParse(json ?? EMPTY_SNAPSHOT)
if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`${FILE} is invalid (${problems.join('; ')}): \`npm run github\` writes it again`)
}
const snapshot = parsed.data

/** What a language's pages show of the snapshot: each project's repository by slug, the calendar. */
export function githubContent(content: Pick<Site, 'projects' | 'social'>, words: Ui, code: string) {
  const repositories: Record<string, Repository> = Object.fromEntries(
    content.projects.flatMap((project) => {
      const name = repoOf(project)
      const numbers = name === undefined ? undefined : snapshot.repos[name]
      return numbers && name ? [[project.slug, { name, numbers }]] : []
    }),
  )
  const facts = Object.fromEntries(
    Object.entries(repositories).map(([slug, { numbers }]) => [
      slug,
      repoFacts(numbers, words.github, code),
    ]),
  )
  const { calendar } = snapshot
  return {
    repositories,
    repoFacts: facts,
    // The owner's only: the login of the `github` social link.
    calendar:
      calendar && calendar.login === ownerLogin(content.social)
        ? { heading: words.github.calendar, ...calendarView(calendar, words.github, code) }
        : null,
  }
}
