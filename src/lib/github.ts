import { z } from 'zod'
import { fill } from './fill.ts'
import { countText, type CountWords } from './numbers.ts'

// The numbers GitHub gives about the owner's repositories and their contributions. `npm run github`
// (scripts/github.mjs) fetches them into a snapshot, src/content/github.json, committed with the
// site; the build reads only that file, and the browser never asks GitHub anything.

const count = z.number().int().min(0)
const timestamp = z.iso.datetime()

const repoNumbersSchema = z.strictObject({
  stars: count,
  forks: count,
  /** GitHub's main language, the one with the most code; null when it found none. */
  language: z.string().nullable(),
  /** Each language's share of the code, 0 to 1, the largest first. */
  languages: z.record(z.string(), z.number().min(0).max(1)),
  pushedAt: timestamp,
  /** The licence's SPDX id ('MIT'), or null without one GitHub recognises. */
  license: z.string().nullable(),
  archived: z.boolean(),
  fetchedAt: timestamp,
})

const calendarSchema = z.strictObject({
  login: z.string(),
  total: count,
  /** The first day, on any weekday: the calendar's weeks run from Sunday, as GitHub's do. */
  start: z.iso.date(),
  /** The contributions of each day from `start` on. */
  counts: z.array(count),
  fetchedAt: timestamp,
})

export const snapshotSchema = z.strictObject({
  /** Each repository's numbers by its full name, 'owner/name'. */
  repos: z.record(z.string(), repoNumbersSchema),
  calendar: calendarSchema.nullable(),
})

export type RepoNumbers = z.infer<typeof repoNumbersSchema>

/** A project's GitHub repository: its full name ('owner/name') and its numbers. */
export type Repository = { name: string; numbers: RepoNumbers }
export type Calendar = z.infer<typeof calendarSchema>
export type Snapshot = z.infer<typeof snapshotSchema>

export const EMPTY_SNAPSHOT: Snapshot = { repos: {}, calendar: null }

const GITHUB_PATH = /^https:\/\/(?:www\.)?github\.com\/([\w.-]+)(?:\/([\w.-]+?))?(?:\.git)?\/?$/

/** The repository a project's numbers come from: its `repo`, else its link to github.com. */
export function repoOf(project: { link?: string; repo?: string }): string | undefined {
  if (project.repo) return project.repo
  const [, owner, name] = GITHUB_PATH.exec(project.link ?? '') ?? []
  return owner && name ? `${owner}/${name}` : undefined
}

/** The owner's GitHub login, from the `github` social link: https://github.com/<login>. */
export function ownerLogin(social: { github?: string }): string | undefined {
  const [, login, rest] = GITHUB_PATH.exec(social.github ?? '') ?? []
  return rest ? undefined : login
}

type Owner = { projects: readonly { link?: string; repo?: string }[]; social: { github?: string } }

/** What the content asks GitHub for: its projects' repositories and the owner's calendar. */
export function wantedBy(site: Owner): { repos: string[]; login?: string } {
  const repos = site.projects.flatMap((project) => repoOf(project) ?? [])
  return { repos: [...new Set(repos)], login: ownerLogin(site.social) }
}

/** What one run of the fetcher got: each repository it could read, and the calendar if it could. */
export type Fetched = { repos: Record<string, RepoNumbers>; calendar?: Calendar }

/**
 * The new snapshot: what was fetched, and for the rest its last good data, as long as the content
 * still asks for it. A repository no project names any more, or another owner's calendar, is dropped.
 */
export function mergeSnapshot(
  previous: Snapshot,
  fetched: Fetched,
  wanted: ReturnType<typeof wantedBy>,
): Snapshot {
  const repos = Object.fromEntries(
    wanted.repos.flatMap((name) => {
      const numbers = fetched.repos[name] ?? previous.repos[name]
      return numbers ? [[name, numbers]] : []
    }),
  )
  const last = previous.calendar?.login === wanted.login ? previous.calendar : null
  const calendar = wanted.login ? (fetched.calendar ?? last) : null
  return { repos, calendar }
}

/** A repository's bytes of code per language as shares of the whole, largest first. */
export function languageShares(bytes: Record<string, number>): Record<string, number> {
  const total = Object.values(bytes).reduce((sum, value) => sum + value, 0)
  if (total === 0) return {}
  return Object.fromEntries(
    Object.entries(bytes)
      .sort(([, a], [, b]) => b - a)
      .map(([language, value]) => [language, Math.round((value / total) * 1000) / 1000]),
  )
}

/** How a page shows a repository: its numbers in the language's words and formats. */
export type RepoFacts = {
  stars: string
  language?: string
  updated: { dateTime: string; text: string }
  /** Said of an archived repository, which no longer changes. */
  archived?: string
}

type RepoWords = { stars: CountWords; updated: string; archived: string }

export function repoFacts(numbers: RepoNumbers, words: RepoWords, locale: string): RepoFacts {
  const pushed = new Date(numbers.pushedAt)
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    stars: countText(numbers.stars, words.stars, locale),
    ...(numbers.language && { language: numbers.language }),
    updated: {
      dateTime: numbers.pushedAt.slice(0, 10),
      text: fill(words.updated, { date: day.format(pushed) }),
    },
    ...(numbers.archived && { archived: words.archived }),
  }
}

const DAY = 24 * 60 * 60 * 1000

/** How About draws the calendar: one cell per day in weeks of seven, and where each month begins. */
export type CalendarView = {
  summary: string
  /** The weekday (0 Sunday) of the first day: the cells before it in the first week stay empty. */
  offset: number
  /** One digit per day, 0 (none) to 4 (the busiest days). */
  levels: string
  weeks: number
  months: { week: number; label: string }[]
  less: string
  more: string
}

/** A day's level: 0 without contributions, else 1 to 4 by its share of the busiest day. */
export const levelOf = (count: number, busiest: number) =>
  count === 0 ? 0 : Math.min(4, Math.ceil((count / busiest) * 4))

type CalendarWords = { contributions: CountWords; less: string; more: string }

export function calendarView(
  calendar: Calendar,
  words: CalendarWords,
  locale: string,
): CalendarView {
  const start = Date.parse(calendar.start)
  const offset = new Date(start).getUTCDay()
  const busiest = Math.max(1, ...calendar.counts)
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' })
  const weeks = Math.ceil((offset + calendar.counts.length) / 7)
  // A month's name stands over the first week that begins in it (the first week: the first day's).
  const months: CalendarView['months'] = []
  let shown = -1
  for (let week = 0; week < weeks; week++) {
    const day = new Date(start + Math.max(0, week * 7 - offset) * DAY)
    if (day.getUTCMonth() !== shown) months.push({ week, label: monthName.format(day) })
    shown = day.getUTCMonth()
  }
  // Names too close to the next one, or to the right edge, would overlap it.
  const spaced = months.filter(({ week }, i) => (months[i + 1]?.week ?? weeks) - week >= 3)
  return {
    summary: countText(calendar.total, words.contributions, locale),
    offset,
    levels: calendar.counts.map((value) => levelOf(value, busiest)).join(''),
    weeks,
    months: spaced,
    less: words.less,
    more: words.more,
  }
}
