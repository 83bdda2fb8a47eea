import { expect, test } from 'vitest'
import { localize } from '../../../src/site-content/localize.ts'
import { pair } from '../../fixtures/content/sites.ts'
import {
  jsonForScript,
  pageHead,
  personData,
  profileData,
  projectData,
  siteMeta,
  type Head,
} from '../../../src/document/head.ts'

// A two-language owner's site, in its default language.
const { site } = localize(pair, 'en')

const url = (path: string) => `https://me.example${path.startsWith('/') ? '' : '/'}${path}`
const owner = { fullName: 'Me', tagline: 'I make things.', twitter: 'https://x.com/example' }
const about = { path: '/about', text: { title: 'About | Me', description: 'All about me.' } }
const home = { path: '/', text: { title: 'Me', description: 'My home.' } }

const metaOf = (head: Head) => ({ ...head.meta, ...siteMeta(owner) })

test('a page points at its own address and shares its title, description and image', () => {
  const head = pageHead({ ...about, owner, url })
  expect(head.canonical).toBe('https://me.example/about')
  expect(metaOf(head)).toMatchObject({
    description: 'All about me.',
    'og:title': 'About | Me',
    'og:url': 'https://me.example/about',
    'og:image': 'https://me.example/share.jpg',
    'og:image:alt': 'Me: I make things.',
    'twitter:card': 'summary_large_image',
    'twitter:title': 'About | Me',
    'twitter:creator': '@example',
  })
  expect(metaOf(head).robots).toBeUndefined()
})

test("a page with a picture of its own shares it instead of the site's", () => {
  const text = {
    title: 'Tool | Me',
    description: 'A tool.',
    shareImage: { file: 'share/tool.png', alt: 'Tool: a tool.' },
  }
  const meta = metaOf(pageHead({ path: '/portfolio/tool', text, owner, url }))
  expect(meta['og:image']).toBe('https://me.example/share/tool.png')
  expect(meta['twitter:image']).toBe('https://me.example/share/tool.png')
  expect(meta['og:image:alt']).toBe('Tool: a tool.')
})

test('a post is shared as an article, with the dates it was published and updated', () => {
  const text = { title: 'Post | Me', description: 'A post.' }
  const article = { published: '2026-06-02', modified: '2026-07-20' }
  expect(
    metaOf(pageHead({ path: '/blog/post', text: { ...text, article }, owner, url })),
  ).toMatchObject({
    'og:type': 'article',
    'article:published_time': '2026-06-02',
    'article:modified_time': '2026-07-20',
  })
  const never = metaOf(
    pageHead({
      path: '/blog/new',
      text: { ...text, article: { published: '2026-06-02' } },
      owner,
      url,
    }),
  )
  expect(never).not.toHaveProperty('article:modified_time')
  const page = metaOf(pageHead({ ...about, owner, url }))
  expect(page['og:type']).toBe('website')
  expect(Object.keys(page).filter((name) => name.startsWith('article:'))).toEqual([])
})

test('the home screen at an unknown path is not indexed and points at Home', () => {
  const head = pageHead({ ...home, owner, url, notFound: true })
  expect(metaOf(head).robots).toBe('noindex')
  expect(head.canonical).toBe('https://me.example/')
})

test('without a Twitter or X profile there is no twitter:creator', () => {
  const mastodon = { ...owner, twitter: 'https://mastodon.social/@me' }
  expect(siteMeta(mastodon)).not.toHaveProperty('twitter:creator')
  expect(siteMeta(owner)['twitter:creator']).toBe('@example')
})

test('a page changes only the tags that differ between pages', () => {
  const { meta } = pageHead({ ...about, owner, url })
  expect(Object.keys(meta).filter((name) => name in siteMeta(owner))).toEqual([])
})

const PHOTO = '/assets/portrait-800.webp'
const PERSON = {
  '@type': 'Person',
  name: 'Zoë Ångström',
  jobTitle: ['Systems Programmer', 'Trainer'],
  description: 'Systems programmer.',
  email: 'zoe@example.org',
  url: 'https://me.example/',
  sameAs: ['https://github.com/zoe', 'https://x.com/zoe'],
}

test('Home describes its owner as a schema.org Person, with the photo it shows', () => {
  expect(personData(site, url, PHOTO)).toEqual({
    '@context': 'https://schema.org',
    ...PERSON,
    image: 'https://me.example/assets/portrait-800.webp',
  })
})

test('the résumé is a ProfilePage of its owner, with the place, skills, schools and certificates it lists', () => {
  const schooled = { ...site, education: [...site.education, ...site.education] }
  expect(profileData(schooled, url, '/resume')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: 'https://me.example/resume',
    mainEntity: {
      ...PERSON,
      homeLocation: { '@type': 'Place', name: 'Malmö' },
      knowsAbout: ['Rust', 'Go'],
      // Two degrees from one school name it once.
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'Lund University' }],
      hasCredential: [
        {
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'certification',
          name: 'CKA',
          recognizedBy: { '@type': 'Organization', name: 'CNCF' },
          dateCreated: '2022-05',
          url: 'https://example.org/cka',
        },
      ],
    },
  })
})

test('a résumé without a place, skills, schools or certificates lists none of them', () => {
  const bare = {
    ...site,
    identity: { ...site.identity, location: undefined },
    skills: [],
    education: [],
    certifications: [],
  }
  expect(profileData(bare, url, '/resume').mainEntity).toEqual(PERSON)
})

test("a project's page describes it as a CreativeWork by its owner", () => {
  const [project] = site.projects
  if (!project) throw new Error('the shipped content has projects')
  const data = projectData(project, site, url)
  expect(data).toMatchObject({
    '@type': 'CreativeWork',
    name: project.title,
    description: project.details,
    url: `https://me.example/portfolio/${project.slug}`,
    sameAs: project.link,
    image: `https://me.example/share/${project.slug}.jpg`,
    author: { '@type': 'Person', name: site.identity.fullName },
  })
})

test('a project with a GitHub repository is SoftwareSourceCode, with its repository and languages', () => {
  const [project] = site.projects
  if (!project) throw new Error('the shipped content has projects')
  const numbers = {
    stars: 3,
    forks: 0,
    language: 'Go',
    languages: { Go: 0.9, Shell: 0.1 },
    pushedAt: '2026-01-02T03:04:05Z',
    license: 'MIT',
    archived: false,
    fetchedAt: '2026-01-03T00:00:00Z',
  }
  expect(projectData(project, site, url, { name: 'me/thing', numbers })).toMatchObject({
    '@type': 'SoftwareSourceCode',
    name: project.title,
    codeRepository: 'https://github.com/me/thing',
    programmingLanguage: ['Go', 'Shell'],
    dateModified: '2026-01-02T03:04:05Z',
    license: 'https://spdx.org/licenses/MIT',
  })
  const bare = { ...numbers, languages: {}, license: null }
  const data = projectData(project, site, url, { name: 'me/thing', numbers: bare })
  expect(data).toMatchObject({ programmingLanguage: 'Go' })
  expect(data).not.toHaveProperty('license')
})

test("a page's structured data goes in its head, but not when Home stands for an unknown address", () => {
  const text = { ...home.text, structuredData: personData(site, url, PHOTO) }
  expect(pageHead({ ...home, text, owner, url }).jsonLd).toEqual(text.structuredData)
  expect(pageHead({ ...home, text, owner, url, notFound: true }).jsonLd).toBeUndefined()
  expect(pageHead({ ...about, owner, url }).jsonLd).toBeUndefined()
})

test('JSON for a script element cannot close it, and reads back unchanged', () => {
  const data = { name: '</script><script>alert(1)</script>' }
  const text = jsonForScript(data)
  expect(text).not.toContain('<')
  expect(JSON.parse(text)).toEqual(data)
})

test('with several languages, a page lists its address in each, and the first as x-default', () => {
  const translations = [
    { code: 'en', url: 'https://me.example/about' },
    { code: 'fi', url: 'https://me.example/fi/about' },
  ]
  expect(pageHead({ ...about, owner, url, translations }).alternates).toEqual([
    { hreflang: 'en', href: 'https://me.example/about' },
    { hreflang: 'fi', href: 'https://me.example/fi/about' },
    { hreflang: 'x-default', href: 'https://me.example/about' },
  ])
  expect(
    pageHead({ ...about, owner, url, translations: translations.slice(0, 1) }).alternates,
  ).toEqual([])
  expect(pageHead({ ...home, owner, url, translations, notFound: true }).alternates).toEqual([])
})
