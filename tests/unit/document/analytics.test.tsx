import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'
import type { Analytics } from '../../../src/content-model/schema.ts'
import { AnalyticsScripts } from '../../../src/document/analytics-scripts.tsx'
import { analyticsSources } from '../../../src/document/analytics.ts'
import { contentSecurityPolicy, scriptHash } from '../../../src/document/csp.ts'

const analyticsTags = (analytics: Analytics) =>
  renderToStaticMarkup(<AnalyticsScripts analytics={analytics} />)
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => scriptHash(code ?? ''))

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  )
const policyFor = (analytics: Analytics) =>
  directives(
    contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(analyticsTags(analytics)),
      analytics: analyticsSources(analytics),
    }),
  )
const scriptOf = (html: string) => /<script defer="" src="([^"]+)"([^>]*)><\/script>/.exec(html)

test.each([
  [
    { provider: 'plausible', siteId: 'mika.example', host: 'https://plausible.io' },
    'https://plausible.io/js/script.js',
    ' data-domain="mika.example"',
    ['script', 'connect'],
  ],
  [
    { provider: 'umami', siteId: '94db1cb1-74f4', host: 'https://stats.example.org/umami/' },
    'https://stats.example.org/umami/script.js',
    ' data-website-id="94db1cb1-74f4"',
    ['script', 'connect'],
  ],
  [
    { provider: 'goatcounter', siteId: 'mika', host: 'https://stats.example.org' },
    'https://stats.example.org/count.js',
    ' data-goatcounter="https://stats.example.org/count"',
    ['script', 'connect', 'img'],
  ],
] as const)(
  '%o: its tracker and counter go on the page, its origin into the policy where it needs it',
  (analytics, src, attributes, needs) => {
    const tags = analyticsTags(analytics)
    expect(scriptOf(tags)?.slice(1)).toEqual([src, attributes])
    expect(tags).toContain("addEventListener('site-event'")
    const origin = new URL(analytics.host).origin
    const policy = policyFor(analytics)
    for (const directive of ['script', 'connect', 'img'])
      expect(policy[`${directive}-src`]?.includes(origin), directive).toBe(
        (needs as readonly string[]).includes(directive),
      )
    // The counting script runs by its hash, nothing inline beside it.
    expect(policy['script-src']).toContain(`'${inlineScriptHashes(tags)[1]}'`)
    expect(policy['default-src']).toEqual(["'self'"])
  },
)

test("a site on goatcounter.com loads the tracker from GoatCounter's own address", () => {
  const analytics = {
    provider: 'goatcounter',
    siteId: 'mika',
    host: 'https://mika.goatcounter.com',
  } as const
  expect(scriptOf(analyticsTags(analytics))?.[1]).toBe('https://gc.zgo.at/count.js')
  const policy = policyFor(analytics)
  expect(policy['script-src']).toContain('https://gc.zgo.at')
  expect(policy['connect-src']).toContain('https://mika.goatcounter.com')
  expect(policy['img-src']).toContain('https://mika.goatcounter.com')
  expect(policy['connect-src']).not.toContain('https://gc.zgo.at')
})

test("with 'none', nothing goes on the page and the policy is the site's own", () => {
  expect(analyticsTags({ provider: 'none' })).toBe('')
  expect(
    contentSecurityPolicy({ scriptHashes: [], analytics: analyticsSources({ provider: 'none' }) }),
  ).toBe(contentSecurityPolicy({ scriptHashes: [] }))
})

test('an id is written into its attribute as text, never as markup', () => {
  const tags = analyticsTags({
    provider: 'plausible',
    siteId: '"><script>x()</script>',
    host: 'https://p.io',
  })
  expect(tags).not.toContain('<script>x()')
})
