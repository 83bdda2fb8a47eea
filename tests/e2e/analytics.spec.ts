import type { BrowserContext } from '@playwright/test'
import type { Analytics } from '../../src/content-model/schema.ts'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AnalyticsScripts } from '../../src/document/analytics-scripts.tsx'
import { analyticsSources } from '../../src/document/analytics.ts'
import { contentSecurityPolicy, scriptHash } from '../../src/document/csp.ts'
import { site, ui } from './content.ts'
import { ANOTHER_PAGE, escapeHtml, expect, needs, projectCards, test } from './fixtures.ts'

// Each provider as an owner would set it in site.ts. The build is not made again for each: every
// page is served as the build would write it with the provider chosen (the same functions add the
// tags and the policy), and the provider's tracker is a local stand-in that sends what it counts
// to the provider's address, where the test receives it. Nothing leaves the machine.
type Chosen = Exclude<Analytics, { provider: 'none' }>
const PROVIDERS: Chosen[] = [
  { provider: 'plausible', siteId: 'mika.example', host: 'https://plausible.io' },
  { provider: 'umami', siteId: '94db1cb1-74f4', host: 'https://cloud.umami.is' },
  { provider: 'goatcounter', siteId: 'mika', host: 'https://mika.goatcounter.com' },
]

// Stand-ins for each tracker's API: the call the counting script makes, sent the provider's way.
const STAND_INS: Record<Chosen['provider'], (host: string) => string> = {
  plausible: (host) => `window.plausible = function (name) {
    fetch('${host}/api/event', { method: 'POST', body: JSON.stringify({ n: name }) })
  }`,
  umami: (host) => `window.umami = { track: function (name) {
    fetch('${host}/api/send', { method: 'POST', body: JSON.stringify({ payload: { name: name } }) })
  } }`,
  goatcounter: (host) => `window.goatcounter = { count: function (vars) {
    new Image().src = '${host}/count?e=' + vars.event + '&p=' + encodeURIComponent(vars.path)
  } }`,
}

const eventIn = (url: URL, body: string | null) =>
  url.searchParams.get('p') ?? JSON.parse(body ?? '{}').n ?? JSON.parse(body ?? '{}').payload?.name

// A built page as it would be with the provider chosen: its tags, and the policy that allows them.
function withProvider(html: string, analytics: Chosen) {
  const tags = renderToStaticMarkup(createElement(AnalyticsScripts, { analytics }))
  const page = html.replace('</head>', `${tags}</head>`)
  const inline = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  const policy = contentSecurityPolicy({
    scriptHashes: inline.map(([, code]) => scriptHash(code ?? '')),
    analytics: analyticsSources(analytics),
  })
  return page.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")[^"]*/,
    (_, start: string) => start + escapeHtml(policy),
  )
}

async function serveWith(context: BrowserContext, analytics: Chosen, counted: string[]) {
  await context.route(/\/(resume|contact|portfolio)(\/index\.html)?$/, async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: withProvider(await response.text(), analytics) })
  })
  // Everything off the site's origin: the tracker, what it sends, the project's own site.
  await context.route(/^https:\/\//, async (route) => {
    const url = new URL(route.request().url())
    if (url.pathname.endsWith('.js'))
      return route.fulfill({
        contentType: 'text/javascript',
        body: STAND_INS[analytics.provider](analytics.host),
      })
    if (url.origin !== new URL(analytics.host).origin) return route.fulfill({ body: '' })
    counted.push(eventIn(url, route.request().postData()))
    return route.fulfill({ status: 202, body: '' })
  })
  await context.route('https://formspree.io/**', (route) =>
    route.fulfill({ status: 200, json: { ok: true } }),
  )
}

for (const analytics of PROVIDERS) {
  const { hostname } = new URL(analytics.host)
  test.describe(analytics.provider, () => {
    test.use({ allowedHosts: [hostname, 'gc.zgo.at', 'formspree.io'] })

    test('its tracker loads, allowed by the policy; the three events reach it', async ({
      page,
      context,
    }) => {
      const project = needs(site.projects[0], 'needs a project')
      const counted: string[] = []
      await serveWith(context, analytics, counted)

      await page.goto('resume')
      await expect(page.locator('script[src^="https://"][defer]')).toHaveCount(1)
      const download = page.waitForEvent('download')
      await page.getByRole('link', { name: ui.resume.downloadPdf, exact: true }).click()
      await download
      await expect.poll(() => counted).toEqual(['resume-pdf'])

      await page.goto('contact')
      await page.getByLabel(ui.contact.name, { exact: true }).fill('Ada')
      await page.getByLabel(ui.contact.email, { exact: true }).fill('ada@example.org')
      await page.getByLabel(ui.contact.message, { exact: true }).fill('Hello!')
      await page.getByRole('button', { name: ui.contact.send, exact: true }).click()
      await expect(page.getByText(ui.contact.sent)).toBeVisible()
      await expect.poll(() => counted).toEqual(['resume-pdf', 'contact-sent'])

      await page.goto('portfolio')
      const popup = page.waitForEvent('popup')
      await projectCards(page)
        .first()
        .getByRole('link', { name: new RegExp(`^${ui.portfolio.viewProject}`) })
        .click()
      await (await popup).close()
      await expect(projectCards(page).first()).toContainText(project.title)
      await expect.poll(() => counted).toEqual(['resume-pdf', 'contact-sent', 'project-link'])
    })
  })
}

test("with 'none', no tracker loads and no request leaves the site", async ({ page }) => {
  test.skip(site.analytics.provider !== 'none', 'the site counts visits')
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.goto(ANOTHER_PAGE.path)
  const origin = new URL(page.url()).origin
  await expect(page.locator('script[src^="http"]')).toHaveCount(0)
  expect(requests.filter((url) => !url.startsWith(origin))).toEqual([])
})
