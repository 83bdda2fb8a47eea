import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { EXAMPLE_FIELDS, PLACEHOLDERS } from '../../../src/content-model/example-fields.ts'
import { PLACEHOLDER } from '../../../src/content-model/placeholders.ts'
import {
  contentHash,
  doctor,
  fingerprint,
  type ContentFile,
  type Fingerprint,
  type ReadPicture,
} from '../../../src/site-content/leftovers.ts'
import type { ContentSource } from '../../../src/site-content/localize.ts'
import { pair, solo } from '../../fixtures/content/sites.ts'

// The two-language fixture plays the shipped example here; the one-language fixture is an owner
// who has replaced every value of it.
const filesOf = (source: ContentSource): ContentFile[] => [
  { file: 'site.ts', kind: 'facts', content: source.facts },
  ...source.languages.map(({ code }) => ({
    file: `words/${code}.ts`,
    kind: 'words' as const,
    content: source.words[code],
  })),
]
const readPicture: ReadPicture = (path) => {
  try {
    return readFileSync(`tests/fixtures/content/${path}`)
  } catch {
    return undefined
  }
}
const exampleFiles = filesOf(pair)
const example: Fingerprint = fingerprint(exampleFiles, readPicture)
// The owner's pictures are files of their own: bytes unlike the example's.
const readOwnPicture: ReadPicture = (path) => new TextEncoder().encode(`own ${path}`)
const pathsOf = (lines: readonly string[]) =>
  lines.map((line) => line.split(': ').slice(0, 2).join(': '))

test('on the example it exits 1 and names each value by its file and path', () => {
  const { lines, exitCode } = doctor(exampleFiles, example, readPicture)
  expect(exitCode).toBe(1)
  expect(pathsOf(lines)).toEqual(
    expect.arrayContaining([
      'site.ts: identity.email',
      'site.ts: home.photo',
      'site.ts: projects[8].link',
      'site.ts: certifications[0].url',
      'site.ts: social.twitter',
      'words/en.ts: timeline.acme.where',
      'words/en.ts: timeline.acme.achievements[0]',
      'words/en.ts: education.uni',
      'words/en.ts: languages',
      'words/de.ts: home.intro',
      'words/de.ts: identity.tagline',
    ]),
  )
  expect(lines).toContain(
    `site.ts: identity.email: still the example's "zoe@example.org" — put your own address here`,
  )
  expect(lines).toContain(
    `site.ts: home.photo: still the example's picture "images/portrait.png" — replace the file with your own photo`,
  )
})

test("with every example value replaced it exits 0, though the template's copy stayed", () => {
  expect(doctor(filesOf(solo), example, readOwnPicture)).toEqual({ lines: [], exitCode: 0 })
})

test('an example value counts wherever it moved: another id, another language', () => {
  const moved: ContentFile[] = [
    {
      file: 'words/fr.ts',
      kind: 'words',
      content: {
        education: { ecole: { school: 'Lund University', degree: 'MSc Computer Science' } },
        timeline: { autre: { where: 'Globex' } },
      },
    },
  ]
  expect(pathsOf(doctor(moved, example, readOwnPicture).lines)).toEqual([
    'words/fr.ts: timeline.autre.where',
    'words/fr.ts: education.ecole',
  ])
})

test("a picture counts by its bytes: a new file under the example's name is the owner's", () => {
  const photoOnly: ContentFile[] = [
    { file: 'site.ts', kind: 'facts', content: { home: { photo: 'images/portrait.png' } } },
  ]
  expect(pathsOf(doctor(photoOnly, example, readPicture).lines)).toEqual(['site.ts: home.photo'])
  expect(doctor(photoOnly, example, readOwnPicture).lines).toEqual([])
})

test('a long value shows its beginning, a list its entries', () => {
  const long = 'A tagline long enough to be cut short when the doctor shows it to the owner.'
  const record = fingerprint(
    [{ file: 'x', kind: 'words', content: { identity: { tagline: long } } }],
    readPicture,
  )
  const { lines } = doctor(
    [{ file: 'words/en.ts', kind: 'words', content: { identity: { tagline: long } } }],
    record,
    readPicture,
  )
  expect(lines[0]).toMatch(
    /^words\/en\.ts: identity\.tagline: still the example's "[^"]{40,50}…" — /,
  )
  expect(doctor(exampleFiles, example, readPicture).lines).toContain(
    `words/en.ts: languages: still the example's "Swedish, German" — list the languages you speak, or remove the list`,
  )
})

test('the whole content hashes the same until a text or a picture changes', () => {
  const hash = contentHash(exampleFiles, readPicture)
  expect(contentHash(filesOf(structuredClone(pair)), readPicture)).toBe(hash)
  const edited = structuredClone(pair)
  ;(edited.words.de as { home: { intro: string } }).home.intro = 'Neu'
  expect(contentHash(filesOf(edited), readPicture)).not.toBe(hash)
  expect(contentHash(exampleFiles, readOwnPicture)).not.toBe(hash)
})

test("the shipped record holds the example's values for every field the doctor checks", () => {
  const record = JSON.parse(
    readFileSync('src/content-model/example-fingerprint.json', 'utf8'),
  ) as Fingerprint & { content: string }
  for (const kind of ['facts', 'words'] as const) {
    expect(Object.keys(record[kind])).toEqual(Object.keys(EXAMPLE_FIELDS[kind]))
    expect(Object.values(record[kind]).every((hashes) => hashes.length > 0)).toBe(true)
  }
  expect(record.content).toMatch(/^[0-9a-f]{16}$/)
})

test("an analytics id still equal to the README's placeholder is named, with its fix", () => {
  const facts = {
    ...(solo.facts as object),
    analytics: { provider: 'umami', siteId: 'your-site-id', host: 'https://cloud.umami.is' },
  }
  const { lines, exitCode } = doctor(
    [{ file: 'site.ts', kind: 'facts', content: facts }],
    example,
    readOwnPicture,
  )
  expect(exitCode).toBe(1)
  expect(lines).toEqual([
    `site.ts: analytics.siteId: still a placeholder "your-site-id" — put the site id your analytics provider gives you here, or set provider: 'none'`,
  ])
  const own = { ...facts, analytics: { ...facts.analytics, siteId: 'f3b2c1d0' } }
  expect(
    doctor([{ file: 'site.ts', kind: 'facts', content: own }], example, readOwnPicture).lines,
  ).toEqual([])
})

test("the README's analytics example holds the placeholder the doctor looks for", () => {
  const readme = readFileSync('README.md', 'utf8')
  expect(readme).toContain(`siteId: '${PLACEHOLDERS.facts['analytics.siteId'].value}'`)
})

test("a Buttondown username still equal to the README's placeholder is named, with its fix", () => {
  const facts = {
    ...(solo.facts as object),
    newsletter: { provider: 'buttondown', username: 'your-username' },
  }
  const { lines } = doctor(
    [{ file: 'site.ts', kind: 'facts', content: facts }],
    example,
    readOwnPicture,
  )
  expect(lines).toEqual([
    `site.ts: newsletter.username: still a placeholder "your-username" — put your Buttondown username here, or set provider: 'none'`,
  ])
  const readme = readFileSync('README.md', 'utf8')
  expect(readme).toContain(`username: '${PLACEHOLDERS.facts['newsletter.username'].value}'`)
})

test("init's placeholder entry is named once by its id, and each of its texts once it has another", () => {
  const { timeline, projects } = PLACEHOLDER.facts
  const entry = (id: string) => ({
    facts: {
      ...(solo.facts as object),
      timeline: [{ id, start: '2020' }],
      projects: [{ ...projects, slug: id }],
    },
    words: {
      timeline: { [id]: PLACEHOLDER.words.timeline },
      projects: { [id]: PLACEHOLDER.words.projects },
    },
  })
  const linesOf = (id: string) => {
    const { facts, words } = entry(id)
    const post = { post: { title: 'Hello', text: '' }, body: PLACEHOLDER.post.body }
    return doctor(
      [
        { file: 'site.ts', kind: 'facts', content: facts },
        { file: 'words/en.ts', kind: 'words', content: words },
        { file: 'posts/hello.mdx', kind: 'posts', content: post },
      ],
      example,
      readOwnPicture,
    ).lines
  }
  expect(pathsOf(linesOf(timeline.id).filter((line) => line.includes('timeline')))).toEqual([
    'site.ts: timeline[0].id',
  ])
  expect(pathsOf(linesOf('acme'))).toEqual([
    'site.ts: projects[0].img',
    'site.ts: projects[0].link',
    'words/en.ts: timeline.acme.jobtitle',
    'words/en.ts: timeline.acme.where',
    'words/en.ts: projects.acme.title',
    'words/en.ts: projects.acme.description',
    'words/en.ts: projects.acme.additionalInfo',
    'words/en.ts: projects.acme.details',
    'posts/hello.mdx: body',
  ])
})

test("a heading the example misspells on purpose, still as it was, is named with its spelling; spelt right, it is the owner's", () => {
  const owner = filesOf(solo)
  const withHeadings = (timeline: string, services: string) =>
    owner.map((file) =>
      file.kind === 'words'
        ? { ...file, content: { ...Object(file.content), ui: { about: { timeline, services } } } }
        : file,
    )
  const { lines, exitCode } = doctor(
    withHeadings('Work Timline', 'palvelut'),
    example,
    readOwnPicture,
  )
  expect(exitCode).toBe(1)
  expect(lines).toEqual([
    `words/en.ts: ui.about.timeline: still the example's misspelt "Work Timline" — spell it "Work Timeline"`,
    `words/en.ts: ui.about.services: still the example's misspelt "palvelut" — spell it "Palvelut"`,
  ])
  expect(doctor(withHeadings('Work Timeline', 'Services'), example, readOwnPicture)).toEqual({
    lines: [],
    exitCode: 0,
  })
})
