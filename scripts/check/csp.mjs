/**
 * Collects the Content-Security-Policy violations of every document the page loads, as
 * "directive: blocked (sample)". Call it before the page's first load.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function recordCspViolations(page) {
  const violations = []
  await page.exposeFunction('reportCspViolation', (text) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline'
      window.reportCspViolation(`${event.effectiveDirective}: ${blocked} (${event.sample})`)
    })
  })
  return violations
}
