import type { BrowserContext, Page } from '@playwright/test'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createServer } from 'vite'
import { COLOUR_RULES, seriousViolations } from '../../scripts/check/axe.mjs'
import type { Newsletter } from '../../src/content-model/schema.ts'
import type { NewsletterForm } from '../../src/components/newsletter-form.tsx'
import { analyticsSources } from '../../src/document/analytics.ts'
import { contentSecurityPolicy, scriptHash } from '../../src/document/csp.ts'
import { newsletterForm } from '../../src/document/newsletter.ts'
import { DEFAULT_LANGUAGE, site, ui } from './content.ts'
import { escapeHtml, expect, needs, test } from './fixtures.ts'

// Each provider as an owner would set it in site.ts. The build is not made again for each: the
// blog's list and a post are served as the build would write them with the provider chosen (the
// same component renders the form, the same functions make the policy), and the provider answers
// from here, where the test sees what the form sent. Nothing leaves the machine.
type Chosen = Exclude<Newsletter, { provider: 'none' }>
type Provider = {
  newsletter: Chosen
  /** Where its embed code posts, and what it sends: written out here, not taken from the code. */
  address: string
  sent: (email: string) => Record<string, string>
  /**
   * The origins the policy must allow: where it posts, and where its answer redirects (Kit's, to
   * app.kit.com/forms/success), since browsers check form-action on each redirect too.
   */
  origins: string[]
}
const PROVIDERS: Provider[] = [
  {
    newsletter: { provider: 'buttondown', username: 'mika' },
    address: 'https://buttondown.com/api/emails/embed-subscribe/mika',
    sent: (email) => ({ email, embed: '1' }),
    origins: ['https://buttondown.com'],
  },
  {
    newsletter: { provider: 'kit', formId: '1234567' },
    address: 'https://app.kit.com/forms/1234567/subscriptions',
    sent: (email) => ({ email_address: email }),
    origins: ['https://app.kit.com'],
  },
  {
    newsletter: {
      provider: 'mailchimp',
      action: 'https://mika.us21.list-manage.com/subscribe/post?u=0a1b2c3d&id=4e5f6a',
    },
    address: 'https://mika.us21.list-manage.com/subscribe/post?u=0a1b2c3d&id=4e5f6a',
    sent: (email) => ({ EMAIL: email, b_0a1b2c3d_4e5f6a: '' }),
    origins: ['https://mika.us21.list-manage.com'],
  },
]
const CONFIRMED = 'Almost finished: check your inbox.'

// Playwright reads a CSS module as no classes at all; Vite's loader names them as the build does,
// so the form on the page has its own styles.
async function formMarkup(newsletter: Chosen) {
  const vite = await createServer({
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    // It renders on the server alone: no browser dependencies to bundle, and so no cache written
    // over the one the dev server's own configuration made (node_modules/.vite).
    optimizeDeps: { noDiscovery: true },
  })
  try {
    const module = await vite.ssrLoadModule('/src/components/newsletter-form.tsx')
    const Form = module.NewsletterForm as typeof NewsletterForm
    return renderToStaticMarkup(createElement(Form, { newsletter, words: ui.newsletter }))
  } finally {
    await vite.close()
  }
}

// A built page as it would be with the provider chosen: its form last in the post (or the list),
// and the policy that lets it post there.
function withNewsletter(html: string, newsletter: Chosen, form: string) {
  const page = html
    .replace(/<section[^>]*data-newsletter[\s\S]*?<\/section>/, '')
    .replace(/(<\/\w+>)<\/main>/, `${form}$1</main>`)
  const inline = [...page.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  const policy = contentSecurityPolicy({
    scriptHashes: inline.map(([, code]) => scriptHash(code ?? '')),
    analytics: analyticsSources(site.analytics),
    newsletter: newsletterForm(newsletter)?.origins,
  })
  return page.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")[^"]*/,
    (_, start: string) => start + escapeHtml(policy),
  )
}

type Sent = { method: string; url: string; fields: Record<string, string> }

async function serveWith(context: BrowserContext, provider: Provider, sent: Sent[]) {
  const form = await formMarkup(provider.newsletter)
  await context.route(/\/blog(\/[a-z0-9-]+)?\/?(index\.html)?$/, async (route) => {
    const response = await route.fetch()
    const body = withNewsletter(await response.text(), provider.newsletter, form)
    await route.fulfill({ response, body })
  })
  // Everything off the site's origin: the provider takes the form and answers with its page. Its
  // redirect is not played: Playwright does not route the hop a fulfilled redirect leads to.
  const confirmation = { contentType: 'text/html', body: `<p>${CONFIRMED}</p>` }
  await context.route(/^https:\/\//, async (route) => {
    const request = route.request()
    const url = request.url()
    if (request.method() !== 'POST') return route.fulfill({ body: '' })
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
    sent.push({ method: request.method(), url, fields })
    return route.fulfill(confirmation)
  })
}

const policyOf = async (page: Page) =>
  page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')

const firstPost = () => needs(DEFAULT_LANGUAGE.posts[0], 'needs a post')

for (const provider of PROVIDERS) {
  const { newsletter, address, origins } = provider
  test.describe(newsletter.provider, () => {
    test.use({ allowedHosts: origins.map((origin) => new URL(origin).hostname) })

    test(`a post's form posts the address to ${address}, allowed by the policy, and ends on the provider's page`, async ({
      page,
      context,
    }) => {
      const post = firstPost()
      const sent: Sent[] = []
      await serveWith(context, provider, sent)
      await page.goto(`blog/${post.slug}`)
      expect(await policyOf(page)).toContain(
        `form-action https://formspree.io ${origins.join(' ')};`,
      )
      const form = page.getByRole('region', { name: ui.newsletter.heading, exact: true })
      await form.getByLabel(ui.newsletter.email, { exact: true }).fill('ada@example.org')
      await form.getByRole('button', { name: ui.newsletter.subscribe, exact: true }).click()
      await expect(page.getByText(CONFIRMED)).toBeVisible()
      expect(page.url()).toBe(address)
      expect(sent).toEqual([
        { method: 'POST', url: address, fields: provider.sent('ada@example.org') },
      ])
    })
  })
}

test.describe('without JavaScript', () => {
  const [provider] = PROVIDERS.filter(({ newsletter }) => newsletter.provider === 'kit')
  test.use({ javaScriptEnabled: false, allowedHosts: ['app.kit.com'] })

  test("the blog's form posts all the same", async ({ page, context }) => {
    firstPost()
    const sent: Sent[] = []
    await serveWith(context, needs(provider, 'needs Kit'), sent)
    await page.goto('blog')
    await page.getByLabel(ui.newsletter.email, { exact: true }).fill('ada@example.org')
    await page.getByRole('button', { name: ui.newsletter.subscribe, exact: true }).click()
    await expect(page.getByText(CONFIRMED)).toBeVisible()
    expect(sent.map(({ url, fields }) => [url, fields])).toEqual([
      ['https://app.kit.com/forms/1234567/subscriptions', { email_address: 'ada@example.org' }],
    ])
  })
})

// Mailchimp's form has the most in it: its honeypot too.
test.describe('with the form on the page', () => {
  const [provider] = PROVIDERS.filter(({ newsletter }) => newsletter.provider === 'mailchimp')
  test.use({ colorScheme: 'light' })

  for (const path of ['blog', 'a post']) {
    test(`${path} has no serious or critical axe violation, in either theme`, async ({
      page,
      context,
    }) => {
      const post = firstPost()
      await serveWith(context, needs(provider, 'needs Mailchimp'), [])
      await page.goto(path === 'blog' ? 'blog' : `blog/${post.slug}`)
      await expect(page.getByRole('region', { name: ui.newsletter.heading })).toBeVisible()
      const light = await seriousViolations(page)
      await page.locator('[data-theme-toggle]').click()
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      const dark = await seriousViolations(page, COLOUR_RULES)
      expect({ light, dark }).toEqual({ light: [], dark: [] })
    })
  }
})

test("with 'none', no page has the form", async ({ page }) => {
  test.skip(site.newsletter.provider !== 'none', 'the site has a newsletter')
  const post = firstPost()
  for (const path of ['blog', `blog/${post.slug}`]) {
    await page.goto(path)
    await expect(page.locator('[data-newsletter], form[method="post"]')).toHaveCount(0)
  }
})
