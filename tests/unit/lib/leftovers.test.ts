import { readFileSync } from 'node:fs'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, test } from 'vitest'
import { SITE_ORIGIN } from '../../../src/content/deploy.ts'
import { EXAMPLE_FIELDS } from '../../../src/content/example-fields.ts'
import { site } from '../../../src/content/site.ts'
import { site as finnish } from '../../../src/content/site.fi.ts'
import {
  doctor,
  doctorAll,
  fingerprint,
  type Content,
  type Fingerprint,
  type ReadPicture,
} from '../../../src/lib/leftovers.ts'

const example: Fingerprint = JSON.parse(
  readFileSync('src/content/example-fingerprint.json', 'utf8'),
)
const readPicture: ReadPicture = (path) => {
  try {
    return readFileSync(`src/content/${path}`)
  } catch {
    return undefined
  }
}
const shipped: Content = { ...site, SITE_ORIGIN }
// Once an owner has edited site.ts, it no longer is the shipped example: skip what is only true of it.
const isShippedExample = isDeepStrictEqual(fingerprint([shipped, finnish], readPicture), example)
const pathsOf = (lines: readonly string[]) => lines.map((line) => line.slice(0, line.indexOf(':')))

// An owner's edit: every value that identifies the example replaced, the spec's copy (headings,
// role titles, skills, services, job titles, project titles and texts) kept word for word.
const own: Content = {
  ...site,
  identity: {
    shortName: 'Ada',
    fullName: 'Ada Lovelace',
    tagline: 'I write programs for engines not yet built.',
    email: 'ada@lovelace.dev',
  },
  home: {
    ...site.home,
    intro: 'I translate and annotate papers on calculating engines.',
    photo: 'images/ada.jpg',
    photoAlt: 'Ada Lovelace in a blue dress',
    description: 'Ada Lovelace: notes on the Analytical Engine.',
  },
  about: { ...site.about, intro: 'Mathematics first.', description: 'About Ada Lovelace.' },
  timeline: site.timeline.map(({ jobtitle, date }) => ({ jobtitle, date, where: 'Babbage & Co' })),
  education: [{ school: 'Home tutoring', degree: 'Mathematics', start: '1828', end: '1835' }],
  certifications: [],
  languages: [{ language: 'English' }, { language: 'French', fluency: 'Fluent' }],
  resume: { ...site.resume, description: 'The résumé of Ada Lovelace.' },
  portfolio: { description: 'Work by Ada Lovelace.' },
  projects: site.projects.map((project) => ({
    ...project,
    img: `images/projects/ada-${project.slug}.png`,
    link: `https://lovelace.dev/${project.slug}`,
  })),
  contact: { formId: 'adaform1', description: 'Write to Ada Lovelace.' },
  social: { github: 'https://github.com/ada' },
  SITE_ORIGIN: 'https://lovelace.dev',
}
const readOwnPicture: ReadPicture = (path) =>
  path.includes('ada') ? new TextEncoder().encode(path) : readPicture(path)

test("with every example value replaced it exits 0, though the spec's copy stayed", () => {
  expect(doctor(own, example, readOwnPicture)).toEqual({ lines: [], exitCode: 0 })
})

// What only holds of the shipped example (skipped in a fork whose content is its own).
describe.runIf(isShippedExample)('on the shipped example', () => {
  test('it exits 1 and names every example value by its path', () => {
    const { lines, exitCode } = doctor(shipped, example, readPicture)
    expect(exitCode).toBe(1)
    const each = (list: readonly unknown[] | undefined, path: (index: number) => string) =>
      (list ?? []).map((_, index) => path(index))
    expect(new Set(pathsOf(lines))).toEqual(
      new Set([
        ...['shortName', 'fullName', 'tagline', 'email', 'headline', 'location'].map(
          (key) => `identity.${key}`,
        ),
        ...['intro', 'photo', 'photoAlt', 'description'].map((key) => `home.${key}`),
        ...['about.intro', 'about.description', 'resume.description', 'portfolio.description'],
        ...site.timeline.flatMap((entry, i) => [
          `timeline[${i}].where`,
          ...each(entry.achievements, (j) => `timeline[${i}].achievements[${j}]`),
        ]),
        ...each(site.education, (i) => `education[${i}]`),
        ...each(site.certifications, (i) => `certifications[${i}]`),
        'languages',
        ...site.projects.flatMap((_, i) => [`projects[${i}].img`, `projects[${i}].link`]),
        ...['contact.formId', 'contact.description', 'SITE_ORIGIN'],
        ...Object.keys(site.social).map((network) => `social.${network}`),
      ]),
    )
    expect(lines).toContain(
      `identity.email: still the example's "mika.laine@example.com" — put your own address here`,
    )
    expect(lines).toContain(
      `home.photo: still the example's picture "images/profile.jpg" — replace the file with your own photo`,
    )
  })

  test('an example value counts wherever it moved, and however its fields are ordered', () => {
    const second = site.certifications?.[1]
    if (!second) throw new Error('the example has two certifications')
    const moved: Content = {
      ...own,
      certifications: [second, { name: 'Own certificate', issuer: 'Own issuer', date: '2020' }],
      education: site.education
        ?.map(({ end, start, degree, school }) => ({ end, start, degree, school }))
        .reverse(),
    }
    expect(pathsOf(doctor(moved, example, readOwnPicture).lines)).toEqual([
      'education[0]',
      'education[1]',
      'certifications[0]',
    ])
  })

  test("a picture counts by its bytes: a new file under the example's name is the owner's", () => {
    const renamed: Content = { ...own, home: { ...own.home, photo: 'images/profile-copy.jpg' } }
    const copied: ReadPicture = (path) =>
      readOwnPicture(path === 'images/profile-copy.jpg' ? 'images/profile.jpg' : path)
    expect(pathsOf(doctor(renamed, example, copied).lines)).toEqual(['home.photo'])

    const replaced: ReadPicture = (path) =>
      path === 'images/profile.jpg' ? new Uint8Array([1, 2, 3]) : readPicture(path)
    expect(pathsOf(doctor(shipped, example, replaced).lines)).not.toContain('home.photo')
  })

  test('a long value shows its beginning, a list its entries', () => {
    const { lines } = doctor(
      { ...own, identity: site.identity, languages: site.languages },
      example,
      readOwnPicture,
    )
    const [tagline] = lines.filter((line) => line.startsWith('identity.tagline:'))
    expect(tagline).toMatch(/^identity\.tagline: still the example's "[^"]{40,50}…" — /)
    expect(lines).toContain(
      `languages: still the example's "Finnish, English, Swedish" — list the languages you speak, or remove the list`,
    )
  })
})

test('the record holds example values for every field the doctor checks', () => {
  expect(Object.keys(example)).toEqual(Object.keys(EXAMPLE_FIELDS))
  expect(Object.values(example).every((hashes) => hashes.length > 0)).toBe(true)
})

describe.runIf(isShippedExample)('in every language', () => {
  test("another language's lines name it, and leave out what it shares with the default", () => {
    const { lines, exitCode } = doctorAll(
      [
        { code: 'en', content: own },
        { code: 'fi', content: { ...finnish, identity: own.identity, projects: own.projects } },
      ],
      example,
      readOwnPicture,
    )
    expect(exitCode).toBe(1)
    expect(lines.every((line) => line.startsWith('fi: '))).toBe(true)
    expect(lines).toContain(
      `fi: education[1]: still the example's "Tampereen ammattikorkeakoulu" — list your own education, or remove the entry`,
    )
    // What it shares with the default is the default's to say: its name, its projects' links.
    expect(lines.filter((line) => /^fi: (identity\.|projects)/.test(line))).toEqual([])
  })

  test("with every language made the owner's own it exits 0", () => {
    expect(doctorAll([{ code: 'en', content: own }], example, readOwnPicture)).toEqual({
      lines: [],
      exitCode: 0,
    })
  })
})
