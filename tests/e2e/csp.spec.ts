import { test as plain } from '@playwright/test'
import { site } from './content.ts'
import { expect, PAGES, recordCspViolations, test } from './fixtures.ts'

const policyOf = (html: string) =>
  html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1]

for (const route of [...PAGES.map((r) => r.path), 'no-such-page']) {
  test(`/${route} carries the policy before any script, and no inline handler`, async ({
    request,
  }) => {
    const html = await (await request.get(route)).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const policy = policyOf(head)?.replaceAll('&#x27;', "'")
    // Site search compiles WebAssembly on its page, and no other page may.
    const wasm = route.endsWith('search') ? " 'wasm-unsafe-eval'" : ''
    expect(policy).toContain(`script-src 'self'${wasm} 'sha256-`)
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("style-src 'self';")
    expect(policy?.match(/'wasm-unsafe-eval'/g)?.length ?? 0).toBe(wasm ? 1 : 0)
    expect(policy).toContain("connect-src 'self' https://formspree.io")
    expect(policy).toContain('form-action https://formspree.io')
    expect(head.indexOf('Content-Security-Policy')).toBeLessThan(head.indexOf('<script'))
    expect(head).toContain('<meta name="referrer" content="strict-origin-when-cross-origin"')
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i)
  })
}

// What site.ts turns on joins every page's policy, and nothing else does: a newsletter provider's
// origins join form-action (newsletter.spec.ts), Giscus's frame joins frame-src (comments.spec.ts).
test("every page's policy allows the form posts and frames site.ts turns on, and no others", async ({
  request,
}) => {
  const newsletter = site.newsletter.provider !== 'none'
  const comments = site.comments.provider !== 'none'
  for (const route of PAGES) {
    const policy = policyOf(await (await request.get(route.path)).text()) ?? ''
    if (newsletter)
      expect(policy, route.path).toMatch(
        /form-action https:\/\/formspree\.io https:\/\/(buttondown\.com|app\.kit\.com|[\w.-]+\.list-manage\.com);/,
      )
    else expect(policy, route.path).toMatch(/form-action https:\/\/formspree\.io;/)
    if (comments) expect(policy, route.path).toMatch(/frame-src https:\/\/giscus\.app;/)
    else expect(policy, route.path).not.toMatch(/frame-src|giscus/)
  }
})

test.describe('the form provider', () => {
  // Chromium logs a 422 answer as a failed resource load; that answer is the point here.
  test.use({ allowedHosts: ['formspree.io'], allowedConsoleErrors: [/status of 422/] })

  test('is reachable from the page, whatever it answers', async ({ page }) => {
    let status = 200
    await page.route('https://formspree.io/**', (route) => route.fulfill({ status, json: {} }))
    await page.goto('contact')
    const send = () =>
      page.evaluate(async () => (await fetch('https://formspree.io/f/x', { method: 'POST' })).ok)
    expect(await send()).toBe(true)
    status = 422
    expect(await send()).toBe(false)
  })
})

// With Playwright's own page, free of the checks every other page carries, because it breaks the
// policy on purpose: it proves that the recorder those checks use sees what the browser blocks.
plain('inline scripts and other hosts are blocked and reported', async ({ page }) => {
  const violations = await recordCspViolations(page)
  await page.goto('')
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    const fetched = await fetch('https://example.org/').then(
      () => 'sent',
      () => 'blocked',
    )
    return { ran: 'injected' in window, fetched }
  })
  expect(outcome).toEqual({ ran: false, fetched: 'blocked' })
  await expect
    .poll(() => violations.map((text) => text.split(':')[0]).sort())
    .toEqual(['connect-src', 'script-src-elem'])
})
