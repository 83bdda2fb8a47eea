import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { checkLanguages, checkProfile, NETWORKS } from '../../../scripts/init/checks.mjs'
import { initialsOf } from '../../../scripts/init/pictures.mjs'
import { languageLine } from '../../../scripts/init/edit-deploy.mjs'
import { addressOf, pagesAddress } from '../../../scripts/init/site-address.mjs'
import { FlagError, readFlags } from '../../../scripts/init/flags.mjs'
import { commit } from '../../../scripts/init/write-files.mjs'
import { languages } from '../../../src/content/languages.ts'

test('the address of the site: its origin and base path, from --site or the GitHub remote', () => {
  expect(addressOf('https://aino.github.io/portfolio/')).toEqual({
    origin: 'https://aino.github.io',
    base: '/portfolio/',
  })
  expect(addressOf('https://aino.github.io')).toEqual({
    origin: 'https://aino.github.io',
    base: '/',
  })
  expect(pagesAddress('https://github.com/aino/portfolio.git')).toBe(
    'https://aino.github.io/portfolio/',
  )
  expect(pagesAddress('git@github.com:Aino/portfolio')).toBe('https://aino.github.io/portfolio/')
  expect(pagesAddress('git@github.com:aino/Aino.github.io.git')).toBe('https://aino.github.io/')
  expect(pagesAddress('https://gitlab.com/aino/portfolio.git')).toBeUndefined()
})

test('a profile is an https address on its network', () => {
  const [github, mastodon] = ['github', 'mastodon'].map((key) =>
    NETWORKS.find((network) => network.key === key),
  )
  expect(checkProfile(github, 'https://github.com/aino')).toBeUndefined()
  expect(checkProfile(github, 'http://github.com/aino')).toMatch(/not an https address/)
  expect(checkProfile(github, 'https://gitlab.com/aino')).toMatch(/not on github.com/)
  expect(checkProfile(mastodon, 'https://fosstodon.org/@aino')).toBeUndefined()
  expect(checkProfile(mastodon, 'https://fosstodon.org/aino')).toMatch(/not a profile/)
})

test('a language init adds has its own name, and is laid out from the right when it is written so', () => {
  expect(languageLine('sv')).toEqual({ code: 'sv', name: 'Svenska' })
  expect(languageLine('ar')).toEqual({ code: 'ar', name: 'العربية', dir: 'rtl' })
  expect(languageLine('he')).toEqual({ code: 'he', name: 'עברית', dir: 'rtl' })
  expect(languageLine('fa-IR')).toMatchObject({ dir: 'rtl' })
})

test('languages are BCP 47 codes, each once', () => {
  expect(checkLanguages('en,sv,pt-BR')).toBeUndefined()
  expect(checkLanguages('en,en_US')).toMatch(/"en_US" is not a BCP 47 language code/)
  expect(checkLanguages('en,sv,SV')).toBe('names a language twice')
})

test('the initials of a name: its first and last words', () => {
  expect(initialsOf('Aino Väisänen-Øberg')).toBe('AV')
  expect(initialsOf('  mika  ')).toBe('M')
  expect(initialsOf('Ada King Lovelace')).toBe('AL')
})

test('a write that fails puts back the files written before it', () => {
  const dir = mkdtempSync(join(tmpdir(), 'init-commit-'))
  const first = join(dir, 'first.ts')
  writeFileSync(first, 'before')
  writeFileSync(join(dir, 'a-file'), '')
  const files = new Map<string, string | null>([
    [first, 'after'],
    [join(dir, 'new.ts'), 'new'],
    [join(dir, 'a-file', 'cannot.ts'), 'a folder that is a file'],
  ])
  expect(() => commit(files)).toThrow()
  expect(readFileSync(first, 'utf8')).toBe('before')
  expect(readdirSync(dir).sort()).toEqual(['a-file', 'first.ts'])
  rmSync(dir, { recursive: true })
})

// Every bad answer on the command line: init names the flag and why, exits 1 and writes nothing,
// here in the project itself. The flags' checks are asked directly; two runs of init, one refused
// by those checks and one by the project (its default language), show what follows a refusal.
const notAPicture = join(mkdtempSync(join(tmpdir(), 'init-flags-')), 'not-a-picture.jpg')
beforeAll(() => writeFileSync(notAPicture, 'hello'))
afterAll(() => rmSync(dirname(notAPicture), { recursive: true, force: true }))

const hashOfContent = (dir: string) =>
  createHash('sha256')
    .update(
      readdirSync(join(dir, 'src/content'), { recursive: true, encoding: 'utf8' })
        .sort()
        .map((file) => {
          try {
            return `${file}:${readFileSync(join(dir, 'src/content', file)).toString('base64')}`
          } catch {
            return file // a folder
          }
        })
        .join('\n'),
    )
    .digest('hex')

const BAD_FLAGS = [
  ['--email', 'aino.example.dev', /"aino.example.dev" is not an email address/],
  ['--github', 'http://github.com/aino', /not an https address/],
  ['--linkedin', 'https://www.facebook.com/aino', /not on linkedin.com/],
  ['--twitter', 'https://mastodon.social/@aino', /not on x.com or twitter.com/],
  ['--mastodon', 'https://mastodon.social/aino', /not a profile/],
  ['--languages', 'en,sv_SE', /"sv_SE" is not a BCP 47 language code/],
  ['--site', 'aino.github.io/portfolio', /is not a URL/],
  ['--photo', notAPicture, /not-a-picture.jpg is not a picture/],
  ['--photo', 'missing.jpg', /missing.jpg does not exist/],
  // A phone's photo: HEIC, which the build's picture tools cannot read.
  ['--photo', 'tests/fixtures/pictures/phone-photo.heic', /phone-photo.heic is a HEIC picture/],
  ['--form-id', 'my form', /is not a Formspree form id/],
  ['--start', 'empty', /must be clean or example/],
] as const

test('each bad flag is refused with a message naming it', async () => {
  for (const [flag, value, message] of BAD_FLAGS) {
    const reading = readFlags(['--yes', '--name', 'Aino Virtanen', flag, value])
    await expect(reading, flag).rejects.toBeInstanceOf(FlagError)
    await expect(reading, flag).rejects.toThrow(new RegExp(`^${flag}: `))
    await expect(reading, flag).rejects.toThrow(message)
  }
})

test('a bad flag, refused by its check or by the project: exit 1, a message naming it, no file changed', async () => {
  const before = hashOfContent('.')
  const defaultCode = languages[0]?.code ?? ''
  const refused = [
    BAD_FLAGS[0],
    [
      '--languages',
      `zz,${defaultCode}`,
      new RegExp(`the first language is the default, ${defaultCode} here`),
    ],
  ] as const
  const runs = await Promise.all(
    refused.map(([flag, value]) =>
      promisify(execFile)(
        process.execPath,
        ['scripts/init.mjs', '--yes', '--name', 'Aino Virtanen', flag, value],
        { encoding: 'utf8' },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      ),
    ),
  )
  for (const [i, [flag, , message]] of refused.entries()) {
    const run = runs[i]
    expect(run?.code, flag).toBe(1)
    expect(run?.stderr, flag).toMatch(new RegExp(`^${flag}: `))
    expect(run?.stderr, flag).toMatch(message)
    expect(run?.stderr, flag).toContain('Nothing written.')
  }
  expect(hashOfContent('.')).toBe(before)
}, 60_000)
