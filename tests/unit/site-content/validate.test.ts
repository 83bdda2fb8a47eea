import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { content } from '../../../src/site-content/content.ts'
import { assertValidContent, deployProblems } from '../../../src/site-content/validate.ts'
import type { ContentSource } from '../../../src/site-content/localize.ts'
import { FIXTURE_FILES, FIXTURES, pair, postFile } from '../../fixtures/content/sites.ts'

type Editable = { facts: Record<string, unknown>; words: Record<string, Record<string, unknown>> }

// A deep copy of the two-language fixture with one change applied.
const withChange = (change: (copy: Editable) => void): ContentSource => {
  const copy = structuredClone(pair)
  change(copy as unknown as Editable)
  return copy
}
const check = (source: ContentSource) => () => assertValidContent(source, FIXTURE_FILES)
// A path into the copy: at(c.facts, 'projects', 3) is facts.projects[3].
type Node = Record<string, unknown> & unknown[]
const at = (value: unknown, ...keys: (string | number)[]): Node =>
  keys.reduce<unknown>((item, key) => (item as Record<string, unknown>)[key], value) as Node

test("the site's own content is valid", () => {
  expect(() => assertValidContent(content)).not.toThrow()
})

test("a list's résumé heading may be left out with the list", () => {
  const withoutEducation = withChange((c) => {
    Reflect.deleteProperty(c.facts, 'education')
    Reflect.deleteProperty(c.words.en ?? {}, 'education')
    Reflect.deleteProperty(at(c.words.en, 'ui', 'resume', 'sections'), 'education')
  })
  expect(check(withoutEducation)).not.toThrow()
})

test('a project may have no link, for work with nothing to show elsewhere', () => {
  const withoutLink = withChange((c) => Reflect.deleteProperty(at(c.facts, 'projects', 3), 'link'))
  expect(check(withoutLink)).not.toThrow()
})

test.each(Object.entries(FIXTURES))('the %s fixture is valid', (_, source) => {
  expect(check(source)).not.toThrow()
})

test.each([
  [
    'a missing fact',
    (c: Editable) => Reflect.deleteProperty(at(c.facts, 'identity'), 'fullName'),
    /site\.ts: identity\.fullName: is missing: it is a text, in quotes/,
  ],
  [
    'a list deleted rather than emptied',
    (c: Editable) => Reflect.deleteProperty(c.facts, 'projects'),
    /site\.ts: projects: is missing: it is a list, in \[ \] \(\[\] for none\)/,
  ],
  [
    'a skill above 100',
    (c: Editable) => (at(c.facts, 'skills', 1).value = 180),
    /site\.ts: skills\[1\]\.value: must be 0 to 100/,
  ],
  [
    'a malformed project URL',
    (c: Editable) => (at(c.facts, 'projects', 3).link = 'github.com/example'),
    /site\.ts: projects\[3\]\.link: must be an http\(s\) URL/,
  ],
  [
    "a project's repo that is a link rather than owner/name",
    (c: Editable) => (at(c.facts, 'projects', 3).repo = 'https://github.com/me/thing'),
    /site\.ts: projects\[3\]\.repo: must be a GitHub repository as owner\/name/,
  ],
  [
    "comments' repository that is a link rather than owner/name",
    (c: Editable) =>
      (c.facts.comments = {
        provider: 'giscus',
        repo: 'https://github.com/me/site',
        repoId: 'R_1',
        category: 'Comments',
        categoryId: 'DIC_1',
      }),
    /site\.ts: comments\.repo: must be the GitHub repository as owner\/name/,
  ],
  [
    "comments' ids left empty",
    (c: Editable) =>
      (c.facts.comments = {
        provider: 'giscus',
        repo: 'me/site',
        repoId: '',
        category: 'Comments',
        categoryId: 'DIC_1',
      }),
    /site\.ts: comments\.repoId: /,
  ],
  [
    'a comments provider the site does not know',
    (c: Editable) => (c.facts.comments = { provider: 'disqus' }),
    /site\.ts: comments\.provider: must be \{ provider: 'none' \} or \{ provider: 'giscus'/,
  ],
  [
    'a malformed email',
    (c: Editable) => (at(c.facts, 'identity').email = 'zoe.example.org'),
    /site\.ts: identity\.email: must be an email address/,
  ],
  [
    'a word among the facts',
    (c: Editable) => (at(c.facts, 'identity').tagline = 'Hello'),
    /site\.ts: identity\.tagline: is not a field here/,
  ],
  [
    'a date that is not a year or a year and month',
    (c: Editable) => (at(c.facts, 'certifications', 0).date = 'May 2022'),
    /site\.ts: certifications\[0\]\.date: must be a year or a year and month/,
  ],
  [
    'an end date before the start date',
    (c: Editable) => (at(c.facts, 'education', 0).end = '2009'),
    /site\.ts: education\[0\]\.end: must not be before start/,
  ],
  [
    'two projects with one slug',
    (c: Editable) => (at(c.facts, 'projects', 5).slug = 'project-a'),
    /site\.ts: projects\[5\]\.slug: "project-a" is used twice/,
  ],
  [
    'two skills with one id',
    (c: Editable) => (at(c.facts, 'skills', 1).id = 'rust'),
    /site\.ts: skills\[1\]\.id: "rust" is used twice/,
  ],
  [
    "a slug another page's address uses",
    (c: Editable) => (at(c.facts, 'projects', 0).slug = 'tags'),
    /site\.ts: projects\[0\]\.slug: "tags" is the address of a page of the site/,
  ],
  [
    'a cover outside images/projects/',
    (c: Editable) => (at(c.facts, 'projects', 1).img = 'images/portrait.png'),
    /site\.ts: projects\[1\]\.img: "images\/portrait\.png" must be a file in tests\/fixtures\/content\/images\/projects\//,
  ],
  [
    "a picture in a format the build does not take, such as a phone's HEIC",
    (c: Editable) => (at(c.facts, 'home').photo = 'images/portrait.heic'),
    /site\.ts: home\.photo: "images\/portrait\.heic" is not a picture the build can read: use a JPEG, PNG, WebP or AVIF/,
  ],
  [
    'a picture that does not exist',
    (c: Editable) => (at(c.facts, 'home').photo = 'images/nobody.jpg'),
    /site\.ts: home\.photo: image file tests\/fixtures\/content\/images\/nobody\.jpg does not exist: put your photo there, or `npm run init -- --photo <file>`/,
  ],
  [
    'a file named as a picture that is not one',
    (c: Editable) => (at(c.facts, 'projects', 0).img = 'images/projects/notes.png'),
    /site\.ts: projects\[0\]\.img: tests\/fixtures\/content\/images\/projects\/notes\.png is not a picture: its bytes are not a JPEG, PNG, WebP or AVIF image/,
  ],
  [
    'a résumé project that does not exist',
    (c: Editable) => (at(c.facts, 'resume').projectSlugs = ['project-a', 'no-such-project']),
    /resume\.projectSlugs\[1\]: no project has the slug "no-such-project"/,
  ],
  [
    'a missing text in the default language',
    (c: Editable) => Reflect.deleteProperty(at(c.words, 'en', 'ui', 'contact'), 'send'),
    /en: words\/en\.ts: ui\.contact\.send: is missing/,
  ],
  [
    'an empty text that may not be left out',
    (c: Editable) => (at(c.words, 'de', 'about').intro = '  '),
    /de: words\/de\.ts: about\.intro: must not be empty/,
  ],
  [
    'a misspelt key',
    (c: Editable) => (at(c.words, 'de', 'home').intr = 'Hallo'),
    /de: words\/de\.ts: home\.intr: is not a field here/,
  ],
  [
    'words for a project the facts no longer have',
    (c: Editable) => (at(c.words, 'de', 'projects')['project-z'] = { title: 'Weg' }),
    /de: words\/de\.ts: projects\.project-z: no entry of projects in site\.ts has the slug "project-z"/,
  ],
  [
    'a project without words in the default language',
    (c: Editable) => Reflect.deleteProperty(at(c.words, 'en', 'projects'), 'project-i'),
    /en: words\/en\.ts: projects\.project-i: is missing: the default language has words for every entry/,
  ],
  [
    'a timeline entry without words in the default language',
    (c: Editable) => at(c.facts, 'timeline').push({ id: 'initech' }),
    /en: words\/en\.ts: timeline\.initech: is missing/,
  ],
  [
    'a language without its words file',
    (c: Editable) => Reflect.deleteProperty(c.words, 'de'),
    /de: words\/de\.ts: is missing/,
  ],
  [
    'two projects with one title in a language',
    (c: Editable) => (at(c.words, 'de', 'projects', 'project-b').title = 'Project 3'),
    /de: words\/de\.ts: projects\.project-c\.title: "Project 3" is also the title of projects\.project-b/,
  ],
  [
    'a timeline entry that ends before it starts',
    (c: Editable) => (at(c.words, 'de', 'timeline', 'acme').date = '2019 – 2014'),
    /de: words\/de\.ts: timeline\.acme\.date: "2019 – 2014" ends before it starts/,
  ],
  [
    'a tag id that is not lowercase words joined by hyphens',
    (c: Editable) => (at(c.facts, 'projects', 2).tags = ['rust', 'Design Systems']),
    /site\.ts: projects\[2\]\.tags\[1\]: must be lowercase words joined by hyphens/,
  ],
  [
    'a tag given twice to one project',
    (c: Editable) => (at(c.facts, 'projects', 0).tags = ['rust', 'cli', 'rust']),
    /site\.ts: projects\[0\]\.tags\[2\]: "rust" is used twice/,
  ],
  [
    'a tag without a label in the default language',
    (c: Editable) => at(c.facts, 'projects', 4, 'tags').push('wasm'),
    /en: words\/en\.ts: tags\.wasm: is missing: a project in site\.ts has the tag "wasm"/,
  ],
  [
    "a list's résumé heading left out while site.ts has the list",
    (c: Editable) =>
      Reflect.deleteProperty(at(c.words.en, 'ui', 'resume', 'sections'), 'education'),
    /en: words\/en\.ts: ui\.resume\.sections\.education: is missing: the résumé shows site\.ts's education/,
  ],
  [
    "a project's title longer than search results show",
    (c: Editable) => (at(c.words.en, 'projects', 'project-a').title = 'A project '.repeat(8)),
    /en: words\/en\.ts: projects\.project-a\.title: must be at most 70 characters: search results cut longer titles/,
  ],
  [
    'a team size that is not a whole number',
    (c: Editable) => (at(c.facts, 'projects', 1).team = 2.5),
    /site\.ts: projects\[1\]\.team: must be a whole number/,
  ],
  [
    "a project's end before its start",
    (c: Editable) => Object.assign(at(c.facts, 'projects', 1), { start: '2022-05', end: '2021' }),
    /site\.ts: projects\[1\]\.end: must not be before start/,
  ],
  [
    "a project's end without a start",
    (c: Editable) => (at(c.facts, 'projects', 1).end = '2021'),
    /site\.ts: projects\[1\]\.end: needs a start too/,
  ],
  [
    'an unknown font',
    (c: Editable) => (c.facts.theme = { fonts: { headings: 'Comic Sans' } }),
    /site\.ts: theme\.fonts\.headings: "Comic Sans" is not a font the site has; it knows 'system', 'Inter', 'Geist', 'Space Grotesk', 'Source Serif 4', 'Fraunces', 'JetBrains Mono', 'Geist Mono'/,
  ],
  [
    'an accent that is not a colour',
    (c: Editable) => (c.facts.theme = { accent: 'amberish' }),
    /site\.ts: theme\.accent: must be a CSS colour/,
  ],
  [
    "a light theme's accent too light to read on the page",
    (c: Editable) => (c.facts.theme = { light: { accent: '#ffff00' } }),
    /site\.ts: theme\.light\.accent #ffff00 in the light theme: .* have 1\.\d\d:1, AA needs 4\.5:1/,
  ],
  [
    "a dark theme's accent too dark to read on the page",
    (c: Editable) => (c.facts.theme = { dark: { accent: 'oklch(0.3 0.1 30)' } }),
    /site\.ts: theme\.dark\.accent oklch\(0\.3 0\.1 30\) in the dark theme: .* have 1\.\d\d:1, AA needs 4\.5:1/,
  ],
  [
    'an unknown corner style',
    (c: Editable) => (c.facts.theme = { radius: 'pointy' }),
    /site\.ts: theme\.radius: "pointy" is not one of 'sharp', 'soft', 'round'/,
  ],
  [
    'an empty tag label',
    (c: Editable) => (at(c.words, 'en', 'tags').cli = ' '),
    /en: words\/en\.ts: tags\.cli: must not be empty/,
  ],
  [
    'a newsletter provider with no address',
    (c: Editable) => (c.facts.newsletter = { provider: 'buttondown' }),
    /site\.ts: newsletter\.username: is missing/,
  ],
  [
    'a Buttondown username that is an address',
    (c: Editable) =>
      (c.facts.newsletter = { provider: 'buttondown', username: 'https://buttondown.com/zoe' }),
    /site\.ts: newsletter\.username: must be your Buttondown username/,
  ],
  [
    'a Kit form id that is not its number',
    (c: Editable) => (c.facts.newsletter = { provider: 'kit', formId: 'my-form' }),
    /site\.ts: newsletter\.formId: must be your Kit form's number/,
  ],
  [
    'a Mailchimp action copied with &amp;',
    (c: Editable) =>
      (c.facts.newsletter = {
        provider: 'mailchimp',
        action: 'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&amp;id=d4e5f6',
      }),
    /site\.ts: newsletter\.action: must be your Mailchimp form's action, https:\/\/<dc>\.list-manage\.com/,
  ],
  [
    'a Mailchimp action on another host',
    (c: Editable) =>
      (c.facts.newsletter = {
        provider: 'mailchimp',
        action: 'https://example.org/subscribe/post?u=a1b2c3&id=d4e5f6',
      }),
    /site\.ts: newsletter\.action: must be your Mailchimp form's action/,
  ],
  [
    'a newsletter provider the site does not know',
    (c: Editable) => (c.facts.newsletter = { provider: 'substack', username: 'zoe' }),
    /site\.ts: newsletter\.provider: must be \{ provider: 'none' \}, or 'buttondown' with username/,
  ],
  [
    "a field of another provider's",
    (c: Editable) => (c.facts.newsletter = { provider: 'kit', formId: '123', username: 'zoe' }),
    /site\.ts: newsletter\.username: is not a field here/,
  ],
  [
    'a profile on another site than its network',
    (c: Editable) => (at(c.facts, 'social').github = 'https://gitlab.com/zoe'),
    /site\.ts: social\.github: "https:\/\/gitlab\.com\/zoe" is not on github\.com/,
  ],
  [
    'a profile not on https',
    (c: Editable) => (at(c.facts, 'social').twitter = 'http://x.com/zoe'),
    /site\.ts: social\.twitter: "http:\/\/x\.com\/zoe" is not an https address/,
  ],
  [
    'a placeholder its text does not fill in',
    (c: Editable) => (at(c.words.en, 'ui', 'titles').about = 'About | {nmae}'),
    /en\.ts: ui\.titles\.about: \{nmae\} is not filled in here: it takes \{name\}/,
  ],
  [
    'a placeholder in a translation that the text does not fill in',
    (c: Editable) => (at(c.words.de, 'ui', 'search').results = { other: '{anzahl} Treffer' }),
    /de\.ts: ui\.search\.results\.other: \{anzahl\} is not filled in here: it takes \{count\} and \{query\}/,
  ],
])('%s fails with a message naming the file and the field', (_, change, message) => {
  expect(check(withChange(change))).toThrow(message)
})

test('every problem is listed at once, under the folder to fix', () => {
  const broken = withChange((c) => {
    at(c.facts, 'skills', 0).value = 101
    at(c.facts, 'identity').email = 'nobody'
  })
  expect(check(broken)).toThrow(
    /^The content in tests\/fixtures\/content is invalid:\n✖ site\.ts: identity\.email: .*\n✖ site\.ts: skills\[0\]\.value: /,
  )
})

test.each([
  { provider: 'none' },
  { provider: 'buttondown', username: 'zoe_writes' },
  { provider: 'kit', formId: '1234567' },
  {
    provider: 'mailchimp',
    action: 'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&id=d4e5f6&f_id=00ab',
  },
])('the newsletter %o is valid', (newsletter) => {
  expect(check(withChange((c) => (c.facts.newsletter = newsletter)))).not.toThrow()
})

test("a page's words under its file's name are valid, in any language", () => {
  const ownPage = withChange((c) => {
    Object.assign(at(c.words, 'en', 'ui', 'titles'), { home: 'Home | {name}' })
    Object.assign(at(c.words, 'en'), { pages: { about: { aside: 'Also on the radio' } } })
    Object.assign(at(c.words, 'de'), { pages: { about: { aside: 'Auch im Radio' } } })
  })
  expect(check(ownPage)).not.toThrow()
})

test.each([
  ['ui.nav.talsk', (c: Editable) => Object.assign(at(c.words.en, 'ui', 'nav'), { talsk: 'Talks' })],
  [
    'ui.titles.tlaks',
    (c: Editable) => Object.assign(at(c.words.en, 'ui', 'titles'), { tlaks: 'T' }),
  ],
  [
    'pages.talsk',
    (c: Editable) => Object.assign(at(c.words, 'de'), { pages: { talsk: { a: 'A' } } }),
  ],
])('%s, words of a page that has no file, stop the build naming the field', (field, change) => {
  const page = field.slice(field.lastIndexOf('.') + 1)
  expect(check(withChange(change))).toThrow(
    `${field}: there is no page src/pages/${page}.tsx: the words of a page of your own go under its file's name`,
  )
})

test.each([
  [['en', 'en_GB'], /languages\.ts: languages\[1\]\.code: "en_GB" is not a BCP 47 language code/],
  [['en', 'de', 'de'], /languages\.ts: languages\[2\]\.code: "de" is listed twice/],
  // BCP 47 codes are the same language whatever their case.
  [['en', 'de', 'EN'], /languages\.ts: languages\[2\]\.code: "EN" is listed twice/],
])('the languages %j stop the build naming the line', (codes, message) => {
  const words = Object.fromEntries(codes.map((code) => [code, pair.words.en]))
  const languages = codes.map((code) => ({ code }))
  expect(check({ ...pair, words, languages })).toThrow(message)
})

test('every placeholder a text may take is accepted', () => {
  const all = withChange((c) => {
    at(c.words.en, 'ui').copyright = '{name} {year}'
    at(c.words.en, 'ui', 'portfolio').showingTag = '{count}/{total}: {tag}'
    at(c.words.de, 'ui', 'search').results = { one: '{count}: {query}', other: '{query}' }
  })
  expect(check(all)).not.toThrow()
})

test('reordering the facts moves no words', () => {
  const reordered = withChange((c) => at(c.facts, 'projects').reverse())
  expect(check(reordered)).not.toThrow()
})

// The pair fixture with its posts replaced by these.
const withPosts = (...posts: ReturnType<typeof postFile>[]): ContentSource => ({
  ...pair,
  posts: [...(pair.posts ?? []), ...posts],
})
const POSTS = 'tests/fixtures/content/posts'

test.each([
  [
    'a missing title',
    postFile('no-title.mdx', 'description: D.\ndate: 2025-01-01'),
    /no-title\.mdx: title: is missing: it is a text$/m,
  ],
  [
    "a cover's alt text left out, which YAML writes without quotes",
    postFile(
      'no-alt.mdx',
      'title: T\ndescription: D.\ndate: 2025-01-01\ncover:\n  image: images/posts/chart.png',
    ),
    /no-alt\.mdx: cover\.alt: is missing: it is a text$/m,
  ],
  [
    'a date that is not a day',
    postFile('bad-date.mdx', 'title: T\ndescription: D.\ndate: 2025-02-30'),
    `${POSTS}/bad-date.mdx: date: must be a date like 2024-05-31`,
  ],
  [
    'an update before the post came out',
    postFile('early.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\nupdated: 2025-01-01'),
    `${POSTS}/early.mdx: updated: must not be before date`,
  ],
  [
    'a tag with no label',
    postFile('tagged.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\ntags: [rust, wasm]'),
    `${POSTS}/tagged.mdx: tags[1]: "wasm" has no label: add it to tags in src/content/words/en.ts`,
  ],
  [
    'a series site.ts does not declare',
    postFile('parted.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\nseries: rust-notes'),
    `${POSTS}/parted.mdx: series: "rust-notes" is not a series of src/content/site.ts: add it to series there`,
  ],
  [
    'tags written as one word rather than a list',
    postFile('one-tag.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\ntags: rust'),
    `${POSTS}/one-tag.mdx: tags: must be a list, in [ ]`,
  ],
  [
    'a draft that is neither true nor false',
    postFile('draft.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\ndraft: yes'),
    `${POSTS}/draft.mdx: draft: must be true or false`,
  ],
  [
    'a field that is not one',
    postFile('extra.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01\nauthor: Zoë'),
    `${POSTS}/extra.mdx: author: is not a field here`,
  ],
  [
    'a cover that is not there',
    postFile(
      'covered.mdx',
      'title: T\ndescription: D.\ndate: 2025-02-01\ncover:\n  image: images/posts/gone.png\n  alt: A',
    ),
    `${POSTS}/covered.mdx: cover.image: image file tests/fixtures/content/images/posts/gone.png does not exist`,
  ],
  [
    'a cover in a format the build does not take',
    postFile(
      'covered.mdx',
      'title: T\ndescription: D.\ndate: 2025-02-01\ncover:\n  image: images/posts/scan.bmp\n  alt: A',
    ),
    `${POSTS}/covered.mdx: cover.image: "images/posts/scan.bmp" is not a picture the build can read: use a JPEG, PNG, WebP or AVIF`,
  ],
  [
    'front matter that is not YAML',
    postFile('colon.mdx', 'title: Parse: then trust\ndescription: D.\ndate: 2025-02-01'),
    // Its line in the file, under the opening ---.
    `${POSTS}/colon.mdx: the front matter is not valid YAML: Nested mappings are not allowed in compact mappings at line 2, column 8`,
  ],
  [
    'no front matter',
    { file: `${POSTS}/bare.mdx`, text: '# Just a body\n' },
    `${POSTS}/bare.mdx: has no front matter`,
  ],
  [
    'a language the site does not have',
    postFile('hello.sv.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01'),
    `${POSTS}/hello.sv.mdx: the file name: "sv" is not another language`,
  ],
  [
    "the default language's code, as after the default changed",
    postFile('hello.en.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01'),
    `${POSTS}/hello.en.mdx: the file name: "en" is the default language, whose posts are named <slug>.mdx`,
  ],
  [
    "a slug that is one of the site's addresses",
    postFile('tags.mdx', 'title: T\ndescription: D.\ndate: 2025-02-01'),
    `${POSTS}/tags.mdx: the file name: "tags" is the address of a page of the site`,
  ],
])('a post with %s stops the build, naming its file and field', (_, post, message) => {
  expect(check(withPosts(post))).toThrow(message)
})

test('a date that is not one is named once, not again as out of order', () => {
  const invalid = 'The content in tests/fixtures/content is invalid:'
  const facts = withChange((c) => {
    at(c.facts, 'education', 0).start = 'Sept 2010'
    Object.assign(at(c.facts, 'projects', 1), { start: '2021-13', end: '2022' })
  })
  const notAMonth = 'must be a year or a year and month, like 2021 or 2021-09'
  expect(check(facts)).toThrow(
    new Error(
      `${invalid}\n✖ site.ts: education[0].start: ${notAMonth}\n✖ site.ts: projects[1].start: ${notAMonth}`,
    ),
  )
  const post = postFile(
    'late.mdx',
    'title: T\ndescription: D.\ndate: 2025-13-01\nupdated: 2025-12-01',
  )
  expect(check(withPosts(post))).toThrow(
    new Error(`${invalid}\n✖ ${POSTS}/late.mdx: date: must be a date like 2024-05-31`),
  )
})

test('posts need the blog described in the default language', () => {
  const words = { ...pair.words, en: { ...(pair.words.en as object), blog: undefined } }
  expect(check({ ...pair, words })).toThrow(
    'en: src/content/words/en.ts: blog.description: is missing',
  )
})

test('deleting the posts leaves their tags unused, and the content valid', () => {
  expect(check({ ...pair, posts: [] })).not.toThrow()
})

test("a file in the posts' pictures that is not a picture stops the build, naming it", () => {
  const contentDir = mkdtempSync(join(tmpdir(), 'content-'))
  try {
    cpSync(FIXTURE_FILES.contentDir, contentDir, { recursive: true })
    cpSync(`${contentDir}/images/projects/notes.png`, `${contentDir}/images/posts/chart.png`)
    expect(() => assertValidContent(pair, { ...FIXTURE_FILES, contentDir })).toThrow(
      `${contentDir}/images/posts/chart.png is not a JPEG, PNG, WebP or AVIF picture, the only files images/posts/ may hold`,
    )
  } finally {
    rmSync(contentDir, { recursive: true })
  }
})

test.each([
  [
    { BASE_PATH: '/portfolio' },
    'BASE_PATH, set in the environment: "/portfolio" must start and end with a slash',
  ],
  [
    { BASE_PATH: 'portfolio/' },
    'BASE_PATH, set in the environment: "portfolio/" must start and end with a slash',
  ],
  [
    { SITE_ORIGIN: 'https://zoe.github.io/portfolio/' },
    'SITE_ORIGIN, set in the environment: "https://zoe.github.io/portfolio/" must be the address alone, https://zoe.github.io: its path goes in BASE_PATH',
  ],
  [
    { SITE_ORIGIN: 'zoe.github.io' },
    'SITE_ORIGIN, set in the environment: "zoe.github.io" is not an address',
  ],
])('where the site is published, %o, stops the build naming the value', (env, message) => {
  expect(deployProblems(env)).toEqual([expect.stringContaining(message)])
})

test("deploy.ts's own values, or a root, a sub-path and an origin with its slash, are each valid", () => {
  expect(deployProblems({})).toEqual([])
  for (const BASE_PATH of ['/', '/portfolio/', '/a/b/'])
    expect(deployProblems({ BASE_PATH, SITE_ORIGIN: 'https://zoe.github.io/' })).toEqual([])
})

test('a words file that holds no words is told so, not as missing', () => {
  const files = { ...FIXTURE_FILES, words: () => 'tests/fixtures/content/sites.ts' }
  expect(() =>
    assertValidContent({ ...pair, words: { ...pair.words, de: undefined } }, files),
  ).toThrow(
    'de: tests/fixtures/content/sites.ts: has no words: the file holds `export const words = { … }`',
  )
})

test('a mistake in the content is told by its message alone, with no stack to print after it', () => {
  const broken = withChange((c) => Reflect.deleteProperty(at(c.facts, 'identity'), 'fullName'))
  let error: unknown
  try {
    check(broken)()
  } catch (thrown) {
    error = thrown
  }
  expect(error).toBeInstanceOf(Error)
  expect((error as Error).stack).not.toMatch(/^\s+at /m)
})
