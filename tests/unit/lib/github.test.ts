import { expect, test } from 'vitest'
import {
  calendarView,
  languageShares,
  levelOf,
  mergeSnapshot,
  ownerLogin,
  repoFacts,
  repoOf,
  wantedBy,
  type Calendar,
  type RepoNumbers,
  type Snapshot,
} from '../../../src/lib/github.ts'

const numbers = (stars: number, fetchedAt = '2026-01-01T00:00:00.000Z'): RepoNumbers => ({
  stars,
  forks: 1,
  language: 'Go',
  languages: { Go: 1 },
  pushedAt: '2025-12-24T10:00:00.000Z',
  license: 'MIT',
  archived: false,
  fetchedAt,
})

const calendar = (login: string, counts = [0, 1, 2]): Calendar => ({
  login,
  total: counts.reduce((sum, count) => sum + count, 0),
  start: '2025-11-23',
  counts,
  fetchedAt: '2026-01-01T00:00:00.000Z',
})

test('a project reads its repository from its repo field, else from a github.com link', () => {
  expect(repoOf({ link: 'https://github.com/me/thing' })).toBe('me/thing')
  expect(repoOf({ link: 'https://www.github.com/me/thing.git' })).toBe('me/thing')
  expect(repoOf({ link: 'https://github.com/me/thing/' })).toBe('me/thing')
  expect(repoOf({ link: 'https://thing.example', repo: 'me/thing' })).toBe('me/thing')
  expect(repoOf({ link: 'https://github.com/me' })).toBeUndefined()
  expect(repoOf({ link: 'https://github.com/me/thing/tree/main' })).toBeUndefined()
  expect(repoOf({ link: 'https://gitlab.com/me/thing' })).toBeUndefined()
})

test("the owner's login is the github social link's", () => {
  expect(ownerLogin({ github: 'https://github.com/me' })).toBe('me')
  expect(ownerLogin({ github: 'https://github.com/me/' })).toBe('me')
  expect(ownerLogin({ github: 'https://github.com/me/thing' })).toBeUndefined()
  expect(ownerLogin({})).toBeUndefined()
})

test('the content wants each repository once, and the calendar of its owner', () => {
  const site = {
    projects: [
      { link: 'https://github.com/me/a' },
      { link: 'https://play.google.com/store/apps/details?id=x' },
      { link: 'https://a.example', repo: 'me/a' },
      { link: 'https://github.com/me/b' },
    ],
    social: { github: 'https://github.com/me' },
  }
  expect(wantedBy(site)).toEqual({ repos: ['me/a', 'me/b'], login: 'me' })
  expect(wantedBy({ ...site, social: {} }).login).toBeUndefined()
})

test('what was fetched replaces the old; what failed keeps its last good data', () => {
  const previous: Snapshot = {
    repos: { 'me/a': numbers(1), 'me/b': numbers(2), 'me/gone': numbers(3) },
    calendar: calendar('me'),
  }
  const fetched = { repos: { 'me/a': numbers(10, '2026-02-01T00:00:00.000Z') } }
  const merged = mergeSnapshot(previous, fetched, {
    repos: ['me/a', 'me/b', 'me/new'],
    login: 'me',
  })
  expect(merged.repos).toEqual({ 'me/a': fetched.repos['me/a'], 'me/b': numbers(2) })
  expect(merged.calendar).toEqual(calendar('me'))
  const newer = calendar('me', [5])
  expect(
    mergeSnapshot(previous, { repos: {}, calendar: newer }, { repos: [], login: 'me' }),
  ).toEqual({ repos: {}, calendar: newer })
})

test("another owner's calendar, or none wanted, is dropped rather than shown", () => {
  const previous: Snapshot = { repos: {}, calendar: calendar('someone-else') }
  expect(mergeSnapshot(previous, { repos: {} }, { repos: [], login: 'me' }).calendar).toBeNull()
  expect(mergeSnapshot(previous, { repos: {} }, { repos: [] }).calendar).toBeNull()
})

test('languages are shares of the code, largest first', () => {
  expect(languageShares({ Shell: 100, Go: 300 })).toEqual({ Go: 0.75, Shell: 0.25 })
  expect(Object.keys(languageShares({ A: 1, B: 3, C: 2 }))).toEqual(['B', 'C', 'A'])
  expect(languageShares({})).toEqual({})
})

const words = {
  stars: { one: '{count} star', other: '{count} stars' },
  updated: 'Updated {date}',
  archived: 'Archived',
  contributions: { one: '{count} contribution', other: '{count} contributions' },
  less: 'Less',
  more: 'More',
}

test('a repository shows its stars, main language, last push as a date, and whether archived', () => {
  expect(repoFacts(numbers(1234), words, 'en')).toEqual({
    stars: '1,234 stars',
    language: 'Go',
    updated: { dateTime: '2025-12-24', text: 'Updated Dec 24, 2025' },
  })
  const archived = { ...numbers(1), language: null, archived: true }
  expect(repoFacts(archived, words, 'en')).toMatchObject({ archived: 'Archived' })
  expect(repoFacts(archived, words, 'en')).not.toHaveProperty('language')
})

test('a day is 0 without contributions, else 1 to 4 by its share of the busiest', () => {
  expect([0, 1, 2, 3, 4, 5, 8].map((count) => levelOf(count, 8))).toEqual([0, 1, 1, 2, 2, 3, 4])
})

test('the calendar starts its first week on the weekday of its first day, with months over weeks', () => {
  // 2026-01-01 is a Thursday: four empty days before it in the first week.
  const counts = Array.from({ length: 70 }, (_, day) => day % 5)
  const view = calendarView(
    { ...calendar('me', counts), start: '2026-01-01', total: 1234 },
    words,
    'en',
  )
  expect(view.offset).toBe(4)
  expect(view.weeks).toBe(11)
  expect(view.levels).toHaveLength(70)
  expect(view.levels.slice(0, 6)).toBe('012340')
  expect(view.summary).toBe('1,234 contributions')
  expect(view.months).toEqual([
    { week: 0, label: 'Jan' },
    { week: 5, label: 'Feb' },
  ])
  // March begins in week 9, too near the right edge (11 weeks) for its name.
  expect(view.months.map(({ label }) => label)).not.toContain('Mar')
})
