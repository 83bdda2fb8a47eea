import { describe, expect, test } from 'vitest'
import { languages } from '../../../src/content/languages.ts'
import { site } from '../../../src/content/site.ts'
import { site as finnishSite } from '../../../src/content/site.fi.ts'
import { ui } from '../../../src/content/ui.ts'
import { ui as finnishUi } from '../../../src/content/ui.fi.ts'
import { assertValidLanguages, assertValidSite } from '../../../src/content/validate.ts'

// A deep copy of the shipped content with one change applied.
const withChange = (change: (copy: typeof site) => void) => {
  const copy = structuredClone(site)
  change(copy)
  return copy
}

test('the shipped content is valid', () => {
  expect(() => assertValidSite(site)).not.toThrow()
})

test.each([
  [
    'a missing field',
    (s: typeof site) => Reflect.deleteProperty(s.identity, 'fullName'),
    /identity\.fullName/,
  ],
  [
    'an empty text',
    (s: typeof site) => (s.about.intro = '  '),
    /about\.intro[\s\S]*must not be empty/,
  ],
  [
    'a skill above 100',
    (s: typeof site) => (s.skills[2] = { name: 'Unity', value: 180 }),
    /skills\[2\]\.value[\s\S]*must be 0 to 100/,
  ],
  [
    'a skill below 0',
    (s: typeof site) => (s.skills[0] = { name: 'Python', value: -5 }),
    /skills\[0\]\.value[\s\S]*must be 0 to 100/,
  ],
  [
    'a malformed project URL',
    (s: typeof site) => ((s.projects[3] as { link: string }).link = 'github.com/example'),
    /projects\[3\]\.link[\s\S]*must be an http\(s\) URL/,
  ],
  [
    'a malformed social URL',
    (s: typeof site) => (s.social.github = 'not a url'),
    /social\.github[\s\S]*must be an http\(s\) URL/,
  ],
  [
    'a malformed email',
    (s: typeof site) => (s.identity.email = 'mika.example.com'),
    /identity\.email[\s\S]*must be an email address/,
  ],
  [
    'a duplicate project title',
    (s: typeof site) => ((s.projects[4] as { title: string }).title = s.projects[1]?.title ?? ''),
    /projects\[4\]\.title: "Quote Calculator" is used twice/,
  ],
  [
    'two projects with one slug, naming both',
    (s: typeof site) => ((s.projects[5] as { slug: string }).slug = s.projects[0]?.slug ?? ''),
    /projects\[5\]\.slug: "sql-unit-test-runner" is used twice, by "Ecosystem Simulation" and by projects\[0\] "SQL Unit Test Runner"/,
  ],
  [
    'a cover outside images/projects/',
    (s: typeof site) => ((s.projects[1] as { img: string }).img = 'images/profile.jpg'),
    /projects\[1\]\.img: "images\/profile\.jpg" must be a file in src\/content\/images\/projects\//,
  ],
  [
    'a photo among the covers',
    (s: typeof site) => (s.home.photo = 'images/projects/quote-calculator.png'),
    /home\.photo: "images\/projects\/quote-calculator\.png" must be a file in src\/content\/images\//,
  ],
  [
    'an image file that does not exist',
    (s: typeof site) => ((s.projects[2] as { img: string }).img = 'images/projects/missing.png'),
    /projects\[2\]\.img: image file src\/content\/images\/projects\/missing\.png does not exist/,
  ],
  [
    'a certification without a name',
    (s: typeof site) => Reflect.deleteProperty(s.certifications?.[1] ?? {}, 'name'),
    /certifications\[1\]\.name[\s\S]*is missing/,
  ],
  [
    'a certification with an empty name',
    (s: typeof site) => s.certifications?.[0] && (s.certifications[0].name = ' '),
    /certifications\[0\]\.name[\s\S]*must not be empty/,
  ],
  [
    'an end date before the start date',
    (s: typeof site) => s.education?.[0] && (s.education[0].end = '2016-06'),
    /education\[0\]\.end[\s\S]*must not be before start/,
  ],
  [
    'a date that is not a year or a year and month',
    (s: typeof site) => s.certifications?.[2] && (s.certifications[2].date = 'January 2024'),
    /certifications\[2\]\.date[\s\S]*must be a year or a year and month/,
  ],
  [
    'a malformed certification URL',
    (s: typeof site) => s.certifications?.[0] && (s.certifications[0].url = 'credly.com/x'),
    /certifications\[0\]\.url[\s\S]*must be an http\(s\) URL/,
  ],
  [
    'an empty achievement line',
    (s: typeof site) => s.timeline[1]?.achievements?.push(''),
    /timeline\[1\]\.achievements\[2\][\s\S]*must not be empty/,
  ],
  [
    'a timeline entry that ends before it starts',
    (s: typeof site) => s.timeline[2] && (s.timeline[2].date = '2019 – 2014'),
    /timeline\[2\]\.date: "2019 – 2014" ends before it starts/,
  ],
  [
    'a language without its name',
    (s: typeof site) => s.languages?.[0] && (s.languages[0].language = ''),
    /languages\[0\]\.language[\s\S]*must not be empty/,
  ],
  [
    'a résumé project that does not exist',
    (s: typeof site) => (s.resume.projectSlugs = ['repair-shop-cms', 'no-such-project']),
    /resume\.projectSlugs\[1\]: no project has the slug "no-such-project"/,
  ],
  [
    'a missing profile photo',
    (s: typeof site) => (s.home.photo = 'images/nobody.jpg'),
    /home\.photo: image file src\/content\/images\/nobody\.jpg does not exist/,
  ],
])('%s fails with a message naming the field', (_, change, message) => {
  expect(() => assertValidSite(withChange(change))).toThrow(message)
})

test('every résumé field can be left out', () => {
  const bare = withChange((s) => {
    delete s.education
    delete s.certifications
    delete s.languages
    delete s.identity.headline
    delete s.identity.location
    delete s.resume.projectSlugs
    for (const entry of s.timeline) delete entry.achievements
  })
  expect(() => assertValidSite(bare)).not.toThrow()
})

test('every message says which file to fix', () => {
  expect(() =>
    assertValidSite(withChange((s) => (s.skills = [{ name: 'Go', value: 101 }]))),
  ).toThrow(/^src\/content\/site\.ts is invalid:/)
})

describe('languages', () => {
  const english = { code: 'en', name: 'English', site, ui }
  const finnish = { code: 'fi', name: 'Suomi', site: finnishSite, ui: finnishUi }

  test('the shipped languages are valid', () => {
    expect(() => assertValidLanguages(languages)).not.toThrow()
  })

  test('a missing word fails, naming the language and the field', () => {
    const broken = structuredClone(finnish)
    Reflect.deleteProperty(broken.ui.contact, 'send')
    expect(() => assertValidLanguages([english, broken])).toThrow(
      /fi: ui\.contact\.send: is missing/,
    )
  })

  test("a language's own content is checked like the default's", () => {
    const broken = {
      ...finnish,
      site: { ...finnishSite, about: { ...finnishSite.about, intro: '' } },
    }
    expect(() => assertValidLanguages([english, broken])).toThrow(
      /fi: site\.about\.intro: must not be empty/,
    )
  })

  test('every language lists the same projects, so the switch finds each page', () => {
    const fewer = { ...finnish, site: { ...finnishSite, projects: finnishSite.projects.slice(1) } }
    expect(() => assertValidLanguages([english, fewer])).toThrow(
      /fi: site\.projects: the slugs are quote-calculator, .* but the default language's are sql-unit-test-runner, /,
    )
  })
})
