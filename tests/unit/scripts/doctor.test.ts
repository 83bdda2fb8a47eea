import { spawnSync } from 'node:child_process'
import { expect, test, vi } from 'vitest'
import { warnAboutExampleContent } from '../../../scripts/doctor.mjs'

// Without an override, as an owner runs it; the deploy workflow passes its own SITE_ORIGIN.
const env = { ...process.env, SITE_ORIGIN: '' }
const run = spawnSync(process.execPath, ['scripts/doctor.mjs'], { encoding: 'utf8', env })
const leftovers = run.stdout.split('\n').filter((line) => / still the example's /.test(line))

test('npm run doctor prints one line per leftover and exits 1 while any is left', () => {
  expect(run.stderr).toBe('')
  expect(run.status).toBe(leftovers.length > 0 ? 1 : 0)
  expect(run.stdout).toContain(
    leftovers.length > 0 ? `${leftovers.length} example values left` : 'No example content left.',
  )
})

test('the build prints the same lines as warnings', async () => {
  vi.stubEnv('SITE_ORIGIN', '')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await warnAboutExampleContent()
  expect(warn.mock.calls.map(([line]) => line)).toEqual(leftovers.map((line) => `warning: ${line}`))
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})
