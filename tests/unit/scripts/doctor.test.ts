import { spawnSync } from 'node:child_process'
import { expect, test, vi } from 'vitest'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  unreadFiles,
  unusedLine,
  untranslatedLine,
  warnAboutContent,
} from '../../../scripts/doctor.mjs'
import { contentFor } from '../../../src/site-content/content.ts'
import { languages } from '../../../src/content/languages.ts'

// Without an override, as an owner runs it; the deploy workflow passes its own SITE_ORIGIN.
const env = { ...process.env, SITE_ORIGIN: '' }
const run = spawnSync(process.execPath, ['scripts/doctor.mjs'], { encoding: 'utf8', env })
const leftovers = run.stdout
  .split('\n')
  .filter((line) => / still (the example's|a placeholder) /.test(line))
const unusedPictures = run.stdout.split('\n').filter((line) => / is not named in /.test(line))
const partlyTranslated = languages
  .slice(1)
  .map(({ code }) => ({ code, keys: contentFor(code).untranslated }))
  .filter(({ keys }) => keys.length > 0)

test('npm run doctor prints one line per leftover and exits 1 while any is left', () => {
  expect(run.stderr).toBe('')
  expect(run.status).toBe(leftovers.length > 0 ? 1 : 0)
  expect(run.stdout).toContain(
    leftovers.length > 0
      ? `${leftovers.length} example or placeholder values left`
      : 'No example content left.',
  )
})

test('npm run doctor lists every untranslated text by language and key', () => {
  for (const { code, keys } of partlyTranslated)
    for (const key of keys) expect(run.stdout).toContain(`warning: ${code}: ${key}: not translated`)
})

// warnAboutContent loads the content through Vite's module runner: 2 s alone, more while the browser
// tests share the cores (scripts/test.mjs runs them side by side).
test('the build says it in one line: how many leftovers, and that the doctor lists them; then the rest', async () => {
  vi.stubEnv('SITE_ORIGIN', '')
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  await warnAboutContent()
  expect(warn.mock.calls.map(([line]) => line)).toEqual([
    ...(leftovers.length > 0
      ? [
          `warning: ${leftovers.length} example or placeholder values are still in src/content/: \`npm run doctor\` lists them`,
        ]
      : []),
    ...partlyTranslated.map(({ code, keys }) =>
      expect.stringMatching(new RegExp(`^warning: ${code}: ${keys.length} texts? not translated`)),
    ),
    ...unusedPictures,
  ])
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
}, 30_000)

test("the build names a language's first few untranslated texts, and leaves the rest to the doctor", () => {
  expect(untranslatedLine({ code: 'sv', keys: ['about.intro'] })).toBe(
    'sv: 1 text not translated (shown in the default language): about.intro',
  )
  const keys = Array.from({ length: 216 }, (_, i) => `key${i}`)
  expect(untranslatedLine({ code: 'ar', keys })).toBe(
    'ar: 216 texts not translated (shown in the default language): key0, key1, key2, key3, key4, and 211 more: `npm run doctor` lists them',
  )
})

test("a picture no one shows is named with what becomes of it: left out, or, a post's, published", () => {
  expect(unusedLine('images/old-photo.jpg')).toBe(
    'src/content/images/old-photo.jpg is not named in src/content/site.ts or a post, so it is not published: delete it, or use it',
  )
  expect(unusedLine('images/posts/draft.png')).toBe(
    'src/content/images/posts/draft.png is not named in a post, yet published, as every file of src/content/images/posts/ is: delete it, or use it',
  )
})

test('a words file of no language and a post that is not MDX are named, with what to do', () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-'))
  for (const folder of ['words', 'posts']) mkdirSync(join(dir, folder))
  for (const file of [
    'words/en.ts',
    'words/de.ts',
    'posts/hello.mdx',
    'posts/extra.md',
    'posts/.DS_Store',
  ])
    writeFileSync(join(dir, file), '')
  expect(unreadFiles(dir, [{ code: 'en' }])).toEqual([
    'src/content/words/de.ts is not read: src/content/languages.ts has no language "de"; add its line there, or delete the file',
    'src/content/posts/extra.md is not read: a post is an .mdx file (<slug>.mdx, or <slug>.<language code>.mdx)',
  ])
  rmSync(dir, { recursive: true })
})
