import { expect, test } from 'vitest'
import { site } from '../../../src/content/site.ts'
import { jsonForScript, pageHead, type Head } from '../../../src/lib/head.ts'

const url = (path: string) => `https://me.example${path.startsWith('/') ? '' : '/'}${path}`
const about = { path: '/about', title: 'About | Me', description: 'All about me.' }
const home = { path: '/', title: 'Me', description: 'My home.' }

const metaOf = (head: Head) =>
  Object.fromEntries(head.meta.map((tag) => ['name' in tag ? tag.name : tag.property, tag.content]))

test('a page points at its own address and shares its title, description and image', () => {
  const head = pageHead({ route: about, site, url })
  expect(head.canonical).toBe('https://me.example/about')
  expect(metaOf(head)).toMatchObject({
    description: 'All about me.',
    'og:title': 'About | Me',
    'og:url': 'https://me.example/about',
    'og:image': 'https://me.example/share.png',
    'twitter:card': 'summary_large_image',
    'twitter:title': 'About | Me',
    'twitter:creator': '@example',
  })
  expect(metaOf(head).robots).toBeUndefined()
  expect(head.jsonLd).toBeUndefined()
})

test('Home describes its owner as a schema.org Person', () => {
  expect(pageHead({ route: home, site, url }).jsonLd).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.identity.fullName,
    jobTitle: site.home.roles,
    description: site.identity.tagline,
    email: site.identity.email,
    url: 'https://me.example/',
    sameAs: Object.values(site.social),
  })
})

test('the home screen at an unknown path is not indexed and points at Home', () => {
  const head = pageHead({ route: home, site, url, notFound: true })
  expect(metaOf(head).robots).toBe('noindex')
  expect(head.canonical).toBe('https://me.example/')
  expect(head.jsonLd).toBeUndefined()
})

test('without a Twitter or X profile there is no twitter:creator', () => {
  const social = { github: 'https://github.com/me', twitter: 'https://mastodon.social/@me' }
  expect(metaOf(pageHead({ route: about, site: { ...site, social }, url }))).not.toHaveProperty(
    'twitter:creator',
  )
})

test('JSON for a script element cannot close it, and reads back unchanged', () => {
  const data = { name: '</script><script>alert(1)</script>' }
  const text = jsonForScript(data)
  expect(text).not.toContain('<')
  expect(JSON.parse(text)).toEqual(data)
})
