// One page, opened as a visitor opens it: what it asks of the network, what it says in the
// console, what axe finds in either theme, and whether each of its islands answers.
import { violationsInBothThemes } from './axe.mjs'
import { recordCspViolations } from './csp.mjs'
import { defaultTextsIn, textsOnPage } from './default-text.mjs'
import { ISLAND_CHECKS } from './islands.mjs'

const APP_READY = 'navigation-ready'
const CSP_REFUSAL = /violates the following Content Security Policy directive/
// Hosts an island's own check talks to, intercepted there: the form provider.
const ACTION_HOSTS = ['formspree.io']

// Every address the page names, with what names it, for the check of links.
const namedAddresses = () =>
  [
    ...[...document.querySelectorAll('a[href]')].map((el) => [el.href, 'link']),
    ...[...document.querySelectorAll('link[href]')].map((el) => [el.href, `<link rel=${el.rel}>`]),
    ...[...document.querySelectorAll('script[src]')].map((el) => [el.src, 'script']),
    ...[...document.querySelectorAll('img[src], source[srcset], img[srcset]')].flatMap((el) =>
      [el.getAttribute('src'), ...(el.getAttribute('srcset') ?? '').split(',')]
        .map((entry) => entry?.trim().split(/\s+/)[0])
        .filter(Boolean)
        .map((src) => [new URL(src, location.href).href, 'picture']),
    ),
    ...[...document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]')].map(
      (el) => [el.content, 'share image'],
    ),
  ].map(([url, by]) => ({ url: url.split('#')[0], by }))

// The hosts of the other sites the page's Content-Security-Policy lets it show things from.
const policyHosts = () =>
  (document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.content ?? '')
    .split(';')
    .flatMap((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return /^(img|frame|media)-src$/.test(name)
        ? sources
            .filter((source) => /^https?:\/\//.test(source))
            .map((source) => new URL(source).hostname)
        : []
    })

/**
 * Opens `url` in a browser context of its own (`newContext`) and lists what is wrong with it.
 * `language` is the page's built content (dist/content.json), `defaults` the default language's,
 * when the page is in another.
 */
export async function checkPage(
  newContext,
  { url, language, defaults, names, word, allowedHosts },
) {
  const problems = []
  const say = (message) => problems.push(message)
  const page = await (await newContext({ reducedMotion: 'reduce' })).newPage()
  const cspViolations = await recordCspViolations(page)
  page.on('console', (message) => {
    // A blocked script is reported once, as the policy's violation below, not again as its line.
    if (message.type() === 'error' && !CSP_REFUSAL.test(message.text()))
      say(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => say(`script error: ${error.message}`))
  const { hostname: own } = new URL(url)
  const leaving = []
  page.on('request', (request) => {
    const { hostname, protocol } = new URL(request.url())
    if (['data:', 'blob:'].includes(protocol) || hostname === own) return
    if (![...allowedHosts, ...ACTION_HOSTS].includes(hostname)) leaving.push(request.url())
  })
  // Another site is answered here with nothing, but the form provider, which an island's check
  // answers itself.
  await page.route(
    ({ hostname }) => hostname !== own && !ACTION_HOSTS.includes(hostname),
    (route) => route.fulfill({ body: '' }),
  )

  const response = await page.goto(url)
  if (response?.status() !== 200) say(`answers ${response?.status()} instead of 200`)
  const ready = await page
    .waitForFunction(
      (mark) =>
        performance.getEntriesByName(mark).length === 1 &&
        [...document.querySelectorAll('[data-island]:not([data-wake="visible"])')].every((island) =>
          island.hasAttribute('data-awake'),
        ),
      APP_READY,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    )
  if (!ready) say("the page's script did not start, or an island did not wake")

  // The sites the page's own policy lets it show pictures, frames and media from are a post's,
  // written by the owner: a request to any other leaves the site.
  const shownFrom = await page.evaluate(policyHosts)
  for (const address of leaving)
    if (!shownFrom.includes(new URL(address).hostname)) say(`a request leaves the site: ${address}`)

  const addresses = await page.evaluate(namedAddresses)
  const pictures = await page
    .locator('main img')
    .evaluateAll((images) => images.map((img) => ({ src: img.getAttribute('src'), alt: img.alt })))

  if (defaults)
    for (const text of defaultTextsIn(await textsOnPage(page), defaults, language, names))
      say(`shows the default language's "${text}"`)

  for (const found of await violationsInBothThemes(page)) say(found)

  const islands = await page
    .locator('[data-island]')
    .evaluateAll((found) => [...new Set(found.map((island) => island.dataset.island))])
  for (const name of islands) {
    const check = ISLAND_CHECKS[name]
    if (!check) continue
    const inPage = check.motion
      ? await (await newContext({ reducedMotion: 'no-preference' })).newPage()
      : page
    try {
      if (check.motion) await inPage.goto(url)
      await check.act(inPage, { ui: language.ui, word })
    } catch (error) {
      say(`the ${name} island does not answer: it ${check.does} (${error.message.split('\n')[0]})`)
    } finally {
      if (check.motion) await inPage.context().close()
    }
  }
  await page.context().close()
  for (const violation of cspViolations) say(`the Content-Security-Policy blocks ${violation}`)
  return { problems, addresses, pictures }
}
