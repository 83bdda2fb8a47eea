// Each island's first answer to a visitor: it woke, and does what it is there for. The words
// come from the page's own language (dist/content.json), so the check holds for any owner.

// Long enough for a busy machine; an island that answers at all does so well within it.
const SOON = { timeout: 10_000 }

/** Types its first letters: the line changes. Run with motion allowed, as a visitor has it. */
async function typewriter(page) {
  await page.locator('[data-island="typewriter"][data-awake]').waitFor(SOON)
  const first = await page.locator('[data-typewriter]').textContent()
  await page.waitForFunction(
    (text) => document.querySelector('[data-typewriter]')?.textContent !== text,
    first,
    SOON,
  )
}

/** A project opens over the grid and closes on Escape; a tag filters the grid in place. */
async function projectBrowser(page, { ui }) {
  const opener = page.locator('main a[data-project]').first()
  if ((await opener.count()) > 0) {
    await opener.click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible', ...SOON })
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden', ...SOON })
  }
  const tags = page.getByRole('navigation', { name: ui.portfolio.tags, exact: true })
  const other = tags.locator('a:not([aria-current])').last()
  if ((await other.count()) === 0) return
  // The count the grid announces names the tag it is filtered by.
  const status = page.getByRole('main').getByRole('status')
  const before = await status.textContent()
  await other.click()
  await page.waitForFunction(
    (text) => document.querySelector('main [role="status"]')?.textContent !== text,
    before,
    SOON,
  )
}

/** An empty send is refused by the form itself; a whole one shows the provider's success. */
async function contactForm(page, { ui }) {
  const sent = []
  await page.route('https://formspree.io/**', (route) => {
    sent.push(route.request().url())
    return route.fulfill({ status: 200, json: { ok: true } })
  })
  const send = page.getByRole('button', { name: ui.contact.send, exact: true })
  await send.click()
  const refused = await page.locator('form :invalid').count()
  if (refused === 0 || sent.length > 0) throw new Error('an empty message was sent')
  await page.getByLabel(ui.contact.name, { exact: true }).fill('Ada Lovelace')
  await page.getByLabel(ui.contact.email, { exact: true }).fill('ada@example.com')
  await page.getByLabel(ui.contact.message, { exact: true }).fill('Hello!')
  await send.click()
  await page.getByRole('alert').filter({ hasText: ui.contact.sent }).waitFor(SOON)
}

/** A word of the site's own finds a page. */
async function siteSearch(page, { ui, word }) {
  await page.getByRole('searchbox', { name: ui.search.label, exact: true }).fill(word)
  await page.getByRole('main').getByRole('listitem').getByRole('link').first().waitFor(SOON)
}

/** What each island is checked for, by its name (src/islands/<name>.tsx). */
export const ISLAND_CHECKS = {
  typewriter: { act: typewriter, motion: true, does: 'types its titles' },
  'project-browser': { act: projectBrowser, does: 'opens a project and filters by a tag' },
  'contact-form': { act: contactForm, does: 'refuses an empty message and sends a whole one' },
  'site-search': { act: siteSearch, does: 'finds a word of the site' },
}
