import { expect, test } from 'vitest'
import type { Facts } from '../../../src/content-model/schema.ts'
import { localize, readPosts } from '../../../src/site-content/localize.ts'
import { pair, postFile, solo, trio } from '../../fixtures/content/sites.ts'

const german = localize(pair, 'de')
const english = localize(pair, 'en')

test('a project keeps its own words wherever it stands, in every language', () => {
  const facts = pair.facts as Facts
  const reordered = { ...pair, facts: { ...facts, projects: [...facts.projects].reverse() } }
  for (const code of ['en', 'de']) {
    const before = localize(pair, code).site.projects
    const after = localize(reordered, code).site.projects
    expect(after.map((project) => project.slug)).toEqual(
      before.map((project) => project.slug).reverse(),
    )
    for (const project of after)
      expect(project).toEqual(before.find((other) => other.slug === project.slug))
  }
})

test('a text a language leaves out shows in the default language and is listed', () => {
  expect(german.site.about.heading).toBe('Über mich')
  expect(german.site.about.description).toBe(english.site.about.description)
  expect(german.site.projects[1]?.title).toBe('Projekt 2')
  expect(german.site.projects[1]?.details).toBe('Details of project 2.')
  expect(german.ui.contact).toEqual(english.ui.contact)
  expect(german.untranslated).toContain('about.description')
  expect(german.untranslated).toContain('projects.project-b.details')
  expect(german.untranslated).toContain('ui.contact.send')
  expect(german.untranslated).not.toContain('about.heading')
  expect(english.untranslated).toEqual([])
})

test('a text set to empty is left out in that language, an entry with it', () => {
  expect(english.site.identity.headline).toBe('Rust and Go')
  expect(german.site.identity.headline).toBeUndefined()
  expect(english.site.awards?.[0]?.summary).toBe('Profiling without guesswork.')
  expect(german.site.awards?.[0]).toEqual({
    ...english.site.awards?.[0],
    title: 'Bester Vortrag',
    summary: undefined,
  })
  expect(english.site.languages?.map((entry) => entry.id)).toEqual(['swedish', 'german'])
  expect(german.site.languages?.map((entry) => entry.language)).toEqual(['Swedish'])
})

test('facts are the same in every language: order, dates, numbers, links', () => {
  expect(german.site.skills).toEqual([
    { id: 'rust', name: 'Rust', value: 75 },
    { id: 'go', name: 'Go', value: 40 },
  ])
  expect(german.site.education).toEqual([
    {
      id: 'uni',
      start: '2010-09',
      end: '2014',
      school: 'Lund University',
      degree: 'MSc Computer Science',
    },
  ])
  expect(german.site.projects.map((project) => project.link)).toEqual(
    english.site.projects.map((project) => project.link),
  )
})

test('sections left out stay empty: one language with one project, three with none', () => {
  const one = localize(solo, 'en').site
  expect(one.projects).toHaveLength(1)
  expect([one.services, one.education, one.certifications, one.languages]).toEqual([[], [], [], []])
  for (const code of ['el', 'en', 'ja']) {
    const { site, untranslated } = localize(trio, code)
    expect(site.projects).toEqual([])
    expect(site.identity.fullName).toBe('Μαρία Παπαδοπούλου')
    expect(untranslated).toEqual([])
  }
  expect(localize(trio, 'ja').site.home.roles).toEqual(['デザイナー'])
})

test("tags keep site.ts's ids in every language, each with its label or the default's", () => {
  expect(english.site.projects[0]?.tags).toEqual(['rust', 'cli'])
  expect(german.site.projects[0]?.tags).toEqual(['rust', 'cli'])
  // Projects' tags and posts' ('profiling') share the labels.
  expect(Object.entries(english.site.tags)).toEqual([
    ['rust', 'Rust'],
    ['cli', 'Command line'],
    ['profiling', 'Profiling'],
  ])
  expect(Object.entries(german.site.tags)).toEqual([
    ['rust', 'Rust'],
    ['cli', 'Kommandozeile'],
    ['profiling', 'Profiling'],
  ])
  expect(german.untranslated).toContain('tags.rust')
  expect(localize(solo, 'en').site.tags).toEqual({})
})

test("a post's title and description are typeset as its body is, in its language's quotes", () => {
  const front = `title: 'Why "fast" isn''t enough'\ndescription: It's 2025 -- measure...\ndate: 2025-03-01`
  const [english, finnish] = readPosts(
    [postFile('fast.mdx', front), postFile('fast.fi.mdx', front)],
    'en',
  )
  expect(english).toMatchObject({
    title: 'Why “fast” isn’t enough',
    description: 'It’s 2025 – measure…',
  })
  expect(finnish?.title).toBe('Why ”fast” isn’t enough')
})
