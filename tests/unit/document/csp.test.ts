import { expect, test } from 'vitest'
import { commentFrames } from '../../../src/document/comments.ts'
import { contentSecurityPolicy } from '../../../src/document/csp.ts'
import { newsletterForm } from '../../../src/document/newsletter.ts'

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  )

test("only the site's own files and the hashed inline scripts may run", () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: ['sha256-abc=', 'sha256-def='] }))
  expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", "'sha256-def='"])
  expect(policy['style-src']).toEqual(["'self'"])
  expect(policy['img-src']).toEqual(["'self'", 'data:'])
  expect(policy['object-src']).toEqual(["'none'"])
  expect(policy['base-uri']).toEqual(["'self'"])
})

test('the form provider is the only place to connect or post to', () => {
  const policy = directives(contentSecurityPolicy({ scriptHashes: [] }))
  expect(policy['connect-src']).toEqual(["'self'", 'https://formspree.io'])
  expect(policy['form-action']).toEqual(['https://formspree.io'])
  const other = directives(contentSecurityPolicy({ scriptHashes: [], formOrigin: 'https://f.io' }))
  expect(other['connect-src']).toEqual(["'self'", 'https://f.io'])
})

test.each([
  [{ provider: 'buttondown', username: 'zoe' }, ['https://buttondown.com']],
  [{ provider: 'kit', formId: '1234567' }, ['https://app.kit.com']],
  [
    {
      provider: 'mailchimp',
      action: 'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&id=d4e5f6',
    },
    ['https://zoe.us21.list-manage.com'],
  ],
] as const)(
  'the newsletter %o may be posted to, and nothing else changes',
  (newsletter, origins) => {
    const policy = contentSecurityPolicy({
      scriptHashes: [],
      newsletter: newsletterForm(newsletter)?.origins,
    })
    expect(directives(policy)['form-action']).toEqual(['https://formspree.io', ...origins])
    const without = (text: string) => text.replace(/form-action [^;]*/, '')
    expect(without(policy)).toBe(without(contentSecurityPolicy({ scriptHashes: [] })))
  },
)

test('with no newsletter, the form provider alone may be posted to', () => {
  const policy = contentSecurityPolicy({
    scriptHashes: [],
    newsletter: newsletterForm({ provider: 'none' })?.origins,
  })
  expect(policy).toBe(contentSecurityPolicy({ scriptHashes: [] }))
})

test('no directive allows inline code or eval', () => {
  expect(contentSecurityPolicy({ scriptHashes: [] })).not.toMatch(/unsafe-(inline|eval|hashes)/)
})

test("with comments on, Giscus's frame is the one frame a page may show; off, none is", () => {
  const giscus = {
    provider: 'giscus',
    repo: 'mika/site',
    repoId: 'R_1',
    category: 'Comments',
    categoryId: 'DIC_1',
  } as const
  const on = directives(contentSecurityPolicy({ scriptHashes: [], frames: commentFrames(giscus) }))
  expect(on['frame-src']).toEqual(['https://giscus.app'])
  expect(on['script-src']).toEqual(["'self'"])
  expect(on['style-src']).toEqual(["'self'"])
  const off = contentSecurityPolicy({
    scriptHashes: [],
    frames: commentFrames({ provider: 'none' }),
  })
  expect(off).not.toMatch(/frame-src|giscus/)
})

test("a post's page allows the sites its pictures, frames and media come from, beside the comments' frame, and nothing else changes", () => {
  const sources = {
    img: ['https://charts.example'],
    frame: ['https://www.youtube-nocookie.com'],
    media: ['https://media.example'],
  }
  const policy = contentSecurityPolicy({
    scriptHashes: [],
    frames: ['https://giscus.app'],
    sources,
  })
  const post = directives(policy)
  expect(post['img-src']).toEqual(["'self'", 'data:', 'https://charts.example'])
  expect(post['frame-src']).toEqual(['https://giscus.app', 'https://www.youtube-nocookie.com'])
  expect(post['media-src']).toEqual(["'self'", 'https://media.example'])
  const others = (policy: Record<string, string[]>) =>
    Object.entries(policy).filter(([name]) => !/^(img|frame|media)-src$/.test(name))
  const plain = directives(contentSecurityPolicy({ scriptHashes: [] }))
  expect(others(post)).toEqual(others(plain))
  const none = { img: [], frame: [], media: [] }
  expect(contentSecurityPolicy({ scriptHashes: [], sources: none })).toBe(
    contentSecurityPolicy({ scriptHashes: [] }),
  )
})
