import { expect, test } from 'vitest'
import { site } from '../../../src/content/site.ts'
import { assertValidSite } from '../../../src/content/validate.ts'

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
    'an image file that does not exist',
    (s: typeof site) => ((s.projects[2] as { img: string }).img = 'images/projects/missing.png'),
    /projects\[2\]\.img: image file src\/content\/images\/projects\/missing\.png does not exist/,
  ],
  [
    'a missing profile photo',
    (s: typeof site) => (s.home.photo = 'images/nobody.jpg'),
    /home\.photo: image file src\/content\/images\/nobody\.jpg does not exist/,
  ],
])('%s fails with a message naming the field', (_, change, message) => {
  expect(() => assertValidSite(withChange(change))).toThrow(message)
})

test('every message says which file to fix', () => {
  expect(() =>
    assertValidSite(withChange((s) => (s.skills = [{ name: 'Go', value: 101 }]))),
  ).toThrow(/^src\/content\/site\.ts is invalid:/)
})
