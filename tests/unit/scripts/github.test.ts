import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from 'vitest'
import { isExampleContent } from '../../../scripts/doctor.mjs'
import { refreshSnapshot, SNAPSHOT } from '../../../scripts/github.mjs'
import { serveAnswers } from '../../fixtures/github/fake-api.mjs'
import { makeExampleSnapshot } from '../../fixtures/github/make-example-snapshot.mjs'
import recording from '../../fixtures/github/example.json'
import type { Snapshot } from '../../../src/lib/github.ts'

// The fetcher against a fake GitHub on localhost, with answers recorded from the real one.
type Answers = Parameters<typeof serveAnswers>[0]
const answers: Answers = recording.answers

const site = {
  projects: [
    { link: 'https://github.com/example/sql-unit-test-runner' },
    { link: 'https://example.org/cms', repo: 'example/repair-shop-cms' },
  ],
  social: { github: 'https://github.com/example' },
}
const now = new Date('2026-12-01T00:00:00.000Z')

let folder: string
let file: string
let warn: MockInstance<typeof console.warn>
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'github-snapshot-'))
  file = join(folder, 'github.json')
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'log').mockImplementation(() => {})
})
afterEach(async () => {
  vi.restoreAllMocks()
  await rm(folder, { recursive: true })
})

const lastGood: Snapshot = JSON.parse(await readFile(SNAPSHOT, 'utf8'))
// What of it this site wants: its two repositories and its owner's calendar.
const keptForSite: Snapshot = {
  repos: Object.fromEntries(
    Object.entries(lastGood.repos).filter(([name]) =>
      /(sql-unit-test-runner|repair-shop-cms)$/.test(name),
    ),
  ),
  calendar: lastGood.calendar,
}
const written = async (): Promise<Snapshot> => JSON.parse(await readFile(file, 'utf8'))
const warnings = () => warn.mock.calls.map(([line]) => String(line))

async function refreshAgainst(served: Answers, env: Record<string, string> = {}) {
  const api = await serveAnswers(served)
  try {
    await writeFile(file, JSON.stringify(lastGood))
    const result = await refreshSnapshot({
      site,
      file,
      env: { GITHUB_API_URL: api.url, GITHUB_TOKEN: 'a-token', ...env },
      now,
    })
    return { ...result, requests: api.requests }
  } finally {
    await api.close()
  }
}

// Every recorded path answering the same failure.
const everyAnswer = (answer: Answers[string]) =>
  Object.fromEntries(Object.keys(answers).map((key) => [key, answer]))

test('it writes each repository and the calendar, with the time they were fetched', async () => {
  const { requests } = await refreshAgainst(answers, { GITHUB_CALENDAR_TOKEN: 'personal' })
  const snapshot = await written()
  expect(Object.keys(snapshot.repos)).toEqual([
    'example/sql-unit-test-runner',
    'example/repair-shop-cms',
  ])
  expect(snapshot.repos['example/sql-unit-test-runner']).toEqual({
    stars: 1284,
    forks: 97,
    language: 'Python',
    languages: { Python: 0.808, PLSQL: 0.178, Shell: 0.014 },
    pushedAt: '2026-10-30T14:12:09.000Z',
    license: 'MIT',
    archived: false,
    fetchedAt: now.toISOString(),
  })
  expect(snapshot.calendar).toMatchObject({
    login: 'example',
    total: 1527,
    start: '2025-11-23',
    fetchedAt: now.toISOString(),
  })
  expect(snapshot.calendar?.counts).toHaveLength(365)
  expect(warnings()).toEqual([])
  // Repositories with GITHUB_TOKEN, the calendar with the personal token.
  const auth = (key: string) => requests.find((request) => request.key === key)?.authorization
  expect(auth('GET /repos/example/repair-shop-cms')).toBe('token a-token')
  expect(auth('POST /graphql')).toBe('token personal')
})

test('rate-limited: the last good data stays, and one warning says so', async () => {
  const { problems } = await refreshAgainst(
    everyAnswer({
      status: 403,
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1795000000' },
      body: { message: 'API rate limit exceeded for 127.0.0.1.' },
    }),
  )
  const snapshot = await written()
  expect(snapshot.repos['example/sql-unit-test-runner']).toEqual(
    lastGood.repos['example/sql-unit-test-runner'],
  )
  expect(snapshot.calendar).toEqual(lastGood.calendar)
  expect(problems.join()).toMatch(/rate-limited by GitHub until \d\d:\d\d UTC/)
  expect(warnings()).toHaveLength(1)
  expect(warnings()[0]).toMatch(/^warning: GitHub numbers not refreshed.*rate-limited/)
})

test('a refused token: the last good data stays, and the warning names the token', async () => {
  await refreshAgainst(everyAnswer({ status: 401, body: { message: 'Bad credentials' } }))
  expect(await written()).toEqual(keptForSite)
  expect(warnings()).toHaveLength(1)
  expect(warnings()[0]).toContain('GITHUB_TOKEN was refused (401 Bad credentials)')
})

test('a repository gone keeps its last numbers; the others are refreshed', async () => {
  const gone = Object.fromEntries(
    Object.entries(answers).filter(([key]) => !key.includes('/example/repair-shop-cms')),
  )
  await refreshAgainst(gone)
  const snapshot = await written()
  expect(snapshot.repos['example/repair-shop-cms']).toEqual(
    lastGood.repos['example/repair-shop-cms'],
  )
  expect(snapshot.repos['example/sql-unit-test-runner']?.fetchedAt).toBe(now.toISOString())
  expect(warnings()).toHaveLength(1)
  expect(warnings()[0]).toContain('example/repair-shop-cms: not found (404)')
})

test('offline: nothing is refreshed, nothing is lost, and the warning says GitHub was unreachable', async () => {
  const closed = await serveAnswers({})
  await closed.close()
  await writeFile(file, JSON.stringify(lastGood))
  await refreshSnapshot({ site, file, env: { GITHUB_API_URL: closed.url }, now })
  expect(await written()).toEqual(keptForSite)
  expect(warnings()).toEqual([expect.stringContaining(`could not reach ${closed.url}`)])
})

test('without a token, repositories come over REST and the last calendar is kept', async () => {
  const { requests } = await refreshAgainst(answers, { GITHUB_TOKEN: '' })
  const snapshot = await written()
  expect(snapshot.repos['example/sql-unit-test-runner']?.fetchedAt).toBe(now.toISOString())
  expect(snapshot.calendar).toEqual(lastGood.calendar)
  expect(requests.map((request) => request.key)).not.toContain('POST /graphql')
  expect(requests.every((request) => request.authorization === undefined)).toBe(true)
  expect(warnings()).toEqual([])
})

test('an unreadable snapshot starts anew, with a warning', async () => {
  const api = await serveAnswers(answers)
  await writeFile(file, '{ "repos": ')
  await refreshSnapshot({ site, file, env: { GITHUB_API_URL: api.url }, now })
  await api.close()
  expect(Object.keys((await written()).repos)).toHaveLength(2)
  expect(warnings()[0]).toContain(`${file} was unreadable`)
})

test('an answer of an unexpected shape leaves the snapshot as it was, with a warning', async () => {
  const key = 'GET /repos/example/sql-unit-test-runner'
  const recorded = { ...Object(answers[key]?.body) }
  const odd = { status: 200, body: { ...recorded, stargazers_count: 'many' } }
  await refreshAgainst({ ...answers, [key]: odd })
  expect(await written()).toEqual(lastGood)
  expect(warnings()).toEqual([expect.stringContaining('a shape the snapshot cannot hold')])
})

// Only the example's snapshot comes from the recordings: an owner's content asks for other
// repositories, and their snapshot comes from GitHub (npm run github).
test.skipIf(!(await isExampleContent()))(
  'the shipped snapshot is the one the recorded answers give the example',
  async () => {
    await makeExampleSnapshot(file)
    expect(await readFile(file, 'utf8')).toBe(await readFile(SNAPSHOT, 'utf8'))
  },
)
