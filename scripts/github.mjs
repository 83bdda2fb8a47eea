// `npm run github`: fetches the numbers of the repositories the projects link to (stars, forks,
// languages, last push, licence, archived) and the owner's contribution calendar, and writes them
// to src/content/github.json, the snapshot the build reads. Whatever fails (no network, a rate
// limit, a refused token, a repository gone) keeps its last good data and is named in one warning;
// the command never fails. Environment:
//   GITHUB_TOKEN           for the repositories (optional: without it, GitHub allows 60 requests an hour)
//   GITHUB_CALENDAR_TOKEN  a personal token for the calendar (else GITHUB_TOKEN; without either, the
//                          last calendar is kept)
//   GITHUB_API_URL         another API than https://api.github.com (the tests' fake one)
import { readFile, writeFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { graphql } from '@octokit/graphql'
import { Octokit } from '@octokit/rest'
import { loadTs } from './load-ts.mjs'

export const SNAPSHOT = fileURLToPath(new URL('../src/content/github.json', import.meta.url))
const PUBLIC_API = 'https://api.github.com'
// No run waits longer than this for GitHub, whatever the network does.
const TIME_LIMIT = 60_000

const CALENDAR_QUERY = `query ($login: String!) {
  user(login: $login) {
    contributionsCollection {
      contributionCalendar {
        totalContributions
        weeks { contributionDays { date contributionCount } }
      }
    }
  }
}`

// The snapshot's shape and the pure functions around it (src/lib/github.ts), loaded once.
let lib
const githubLib = () => (lib ??= loadTs('src/lib/github.ts'))

const quiet = { debug() {}, info() {}, warn() {}, error() {} }

/**
 * Why a request failed, in words the owner can act on. `fatal` when every other request would
 * fail the same way, so the run stops asking.
 * @param {any} error what Octokit threw
 * @param {{ api: string, tokenName?: string }} how the request was made
 */
function causeOf(error, { api, tokenName }) {
  if (error.errors?.[0]?.message) return { fatal: false, text: error.errors[0].message }
  const status = error.status
  const headers = error.response?.headers ?? {}
  if (!error.response)
    return { fatal: true, text: `could not reach ${api} (offline?): ${error.message}` }
  if (status === 401)
    return { fatal: true, text: `${tokenName ?? 'the token'} was refused (401 Bad credentials)` }
  if (status === 429 || (status === 403 && headers['x-ratelimit-remaining'] === '0')) {
    const reset = Number(headers['x-ratelimit-reset'])
    const until = reset ? ` until ${new Date(reset * 1000).toISOString().slice(11, 16)} UTC` : ''
    const hint = tokenName ? '' : ' (set GITHUB_TOKEN for a higher limit)'
    return { fatal: true, text: `rate-limited by GitHub${until}${hint}` }
  }
  if (status === 404)
    return { fatal: false, text: 'not found (404): renamed, made private or deleted?' }
  return { fatal: false, text: `HTTP ${status}: ${error.message}` }
}

const numbersOf = (repo, bytes, languageShares, fetchedAt) => ({
  stars: repo.stargazers_count,
  forks: repo.forks_count,
  language: repo.language ?? null,
  languages: languageShares(bytes),
  // An empty repository has never been pushed to.
  pushedAt: new Date(repo.pushed_at ?? repo.created_at).toISOString(),
  license:
    repo.license?.spdx_id && repo.license.spdx_id !== 'NOASSERTION' ? repo.license.spdx_id : null,
  archived: repo.archived,
  fetchedAt,
})

/**
 * Asks GitHub for what the content wants. Returns what it got and one line per failure.
 * @param {{ repos: string[], login?: string }} wanted
 * @param {{ api?: string, token?: string, calendarToken?: string, now?: Date }} options
 */
async function fetchGitHub(wanted, { api = PUBLIC_API, token, calendarToken, now = new Date() }) {
  const { languageShares } = await githubLib()
  const fetchedAt = now.toISOString()
  const signal = AbortSignal.timeout(TIME_LIMIT)
  const fetched = { repos: {} }
  const failures = []
  const notes = []
  const how = { api, tokenName: token ? 'GITHUB_TOKEN' : undefined }
  const octokit = new Octokit({ baseUrl: api, auth: token, log: quiet, request: { signal } })
  for (const name of wanted.repos) {
    const [owner, repo] = name.split('/')
    try {
      const [{ data }, { data: bytes }] = await Promise.all([
        octokit.rest.repos.get({ owner, repo }),
        octokit.rest.repos.listLanguages({ owner, repo }),
      ])
      fetched.repos[name] = numbersOf(data, bytes, languageShares, fetchedAt)
    } catch (error) {
      const cause = causeOf(error, how)
      if (!error.response) return { fetched, failures: [cause.text], notes }
      failures.push(cause.fatal ? `the repositories: ${cause.text}` : `${name}: ${cause.text}`)
      if (cause.fatal) break
    }
  }
  const calendarTokenName = calendarToken ? 'GITHUB_CALENDAR_TOKEN' : 'GITHUB_TOKEN'
  const key = calendarToken ?? token
  if (!wanted.login) return { fetched, failures, notes }
  if (!key) {
    notes.push('no token: the contribution calendar keeps its last data (see the README)')
    return { fetched, failures, notes }
  }
  try {
    const request = graphql.defaults({
      baseUrl: api,
      headers: { authorization: `token ${key}` },
      request: { signal },
    })
    const { user } = await request(CALENDAR_QUERY, { login: wanted.login })
    const { totalContributions, weeks } = user.contributionsCollection.contributionCalendar
    const days = weeks.flatMap((week) => week.contributionDays)
    fetched.calendar = {
      login: wanted.login,
      total: totalContributions,
      start: days[0].date,
      counts: days.map((day) => day.contributionCount),
      fetchedAt,
    }
  } catch (error) {
    const cause = causeOf(error, { api, tokenName: calendarTokenName })
    failures.push(`the contribution calendar of ${wanted.login}: ${cause.text}`)
  }
  return { fetched, failures, notes }
}

// Indented for readable diffs, with the calendar's counts on one line rather than one each.
const snapshotText = (snapshot) =>
  `${JSON.stringify(snapshot, null, 2).replace(/"counts": \[[\s\d,]*\]/, (counts) => counts.replace(/\s+/g, ''))}\n`

/** The snapshot as it is, or an empty one when there is none or it cannot be read. */
async function readSnapshot(file = SNAPSHOT) {
  const { snapshotSchema, EMPTY_SNAPSHOT } = await githubLib()
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return { snapshot: EMPTY_SNAPSHOT }
  try {
    return { snapshot: snapshotSchema.parse(JSON.parse(text)) }
  } catch (error) {
    return {
      snapshot: EMPTY_SNAPSHOT,
      problem: `${file} was unreadable, so it starts anew: ${error.message}`,
    }
  }
}

/**
 * Fetches, merges what was fetched with the last good data, writes the snapshot, and warns once.
 * @param {{ site: Parameters<typeof import('../src/lib/github.ts').wantedBy>[0], file?: string, env?: Record<string, string | undefined>, now?: Date }} options
 */
export async function refreshSnapshot({ site, file = SNAPSHOT, env = process.env, now }) {
  const { wantedBy, mergeSnapshot, snapshotSchema } = await githubLib()
  const wanted = wantedBy(site)
  const { snapshot: previous, problem } = await readSnapshot(file)
  const { fetched, failures, notes } = await fetchGitHub(wanted, {
    api: env.GITHUB_API_URL || undefined,
    token: env.GITHUB_TOKEN || undefined,
    calendarToken: env.GITHUB_CALENDAR_TOKEN || undefined,
    now,
  })
  const merged = snapshotSchema.safeParse(mergeSnapshot(previous, fetched, wanted))
  if (!merged.success) {
    const shape = `GitHub answered in a shape the snapshot cannot hold (${merged.error.issues[0]?.path.join('.')}: ${merged.error.issues[0]?.message})`
    console.warn(`warning: GitHub numbers not refreshed, ${file} is left as it was: ${shape}`)
    return { snapshot: previous, problems: [shape] }
  }
  const snapshot = merged.data
  await writeFile(file, snapshotText(snapshot))
  const got = Object.keys(fetched.repos).length
  for (const note of notes) console.log(note)
  console.log(
    `GitHub: ${got} of ${wanted.repos.length} repositories${fetched.calendar ? ' and the contribution calendar' : ''} refreshed into ${relative(process.cwd(), file)}`,
  )
  const problems = [...(problem ? [problem] : []), ...failures]
  if (problems.length > 0)
    console.warn(
      `warning: GitHub numbers not refreshed, the snapshot keeps their last good data: ${problems.join('; ')}`,
    )
  return { snapshot, problems }
}

async function main() {
  const { site } = await loadTs('src/content/site.ts')
  await refreshSnapshot({ site }).catch((error) => {
    // The snapshot stays as it was: the build goes on with it.
    console.warn(`warning: GitHub numbers not refreshed: ${error.message}`)
  })
}

if (process.argv[1] === import.meta.filename) await main()
