import { test as base, expect, type Page } from '@playwright/test'
import { deployTarget } from '../../src/content/deploy.ts'
import { site } from '../../src/content/site.ts'

// The base path and published address the build was made for.
export const { base: BASE, url: SITE_URL } = deployTarget()

type Options = { allowedHosts: string[]; allowedConsoleErrors: RegExp[] }

// Every browser test also proves: no console error, no Content-Security-Policy violation, and no
// request leaves the site's origin except to hosts a test names (the form provider, intercepted).
export const test = base.extend<Options & { guard: undefined }>({
  allowedHosts: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  guard: [
    async ({ page, allowedHosts, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      const outside: string[] = []
      const violations = await recordCspViolations(page)
      page.on('console', (message) => {
        const text = message.text()
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(text)))
          errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('request', (request) => {
        const { hostname, protocol } = new URL(request.url())
        if (protocol === 'data:' || protocol === 'blob:') return
        if (hostname !== 'localhost' && !allowedHosts.includes(hostname))
          outside.push(request.url())
      })
      await use(undefined)
      expect(outside, 'requests that left the origin').toEqual([])
      expect(errors, 'console errors').toEqual([])
      expect(violations, 'CSP violations').toEqual([])
    },
    { auto: true },
  ],
  // The app bundle loads once the page has painted (scripts/prerender.mjs). A test acts when it
  // has hydrated, as a visitor's first click would, unless JavaScript is off.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated(page)
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated(page)
        return response
      }
    }
    await use(page)
  },
})

// Collects the CSP violations of every document the page loads, as "directive: blocked (sample)".
export async function recordCspViolations(page: Page) {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline'
      const report = (window as unknown as { reportCspViolation: (text: string) => void })
        .reportCspViolation
      report(`${event.effectiveDirective}: ${blocked} (${event.sample})`)
    })
  })
  return violations
}

export { expect }

const name = site.identity.fullName

// Paths are relative to baseURL (…/react-portfolio/), so '' is Home.
export const ROUTES = [
  { path: '', heading: name, title: name, description: site.home.description },
  {
    path: 'portfolio',
    heading: 'Portfolio',
    title: `Portfolio | ${name}`,
    description: site.portfolio.description,
  },
  {
    path: 'about',
    heading: 'About me',
    title: `About | ${name}`,
    description: site.about.description,
  },
  {
    path: 'resume',
    heading: 'Résumé',
    title: `Résumé | ${name}`,
    description: site.resume.description,
  },
  {
    path: 'contact',
    heading: 'Contact Me',
    title: `${name} | Contact`,
    description: site.contact.description,
  },
] as const

// The theme toggle's pressed state is only known in the browser: once set, React has hydrated.
export const hydrated = (page: Page) =>
  expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    /^(true|false)$/,
  )
