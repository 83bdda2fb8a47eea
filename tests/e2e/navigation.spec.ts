import type { Page } from '@playwright/test'
import { site, ui } from './content.ts'
import {
  ANOTHER_PAGE,
  BASE,
  drawn,
  escapeHtml,
  escapeRegExp,
  expect,
  expectedAlternates,
  holdAnswer,
  homeWithContactHeld,
  hydrated,
  openFromMenu,
  PAGES,
  ROUTES,
  SAMPLE_PAGES,
  SITE_URL,
  test,
} from './fixtures.ts'

// About, reached the way a visitor does: through the menu.
async function openAboutFromMenu(page: Page) {
  await openFromMenu(page, ui.nav.about)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
}

// The words of every page, as the build writes them; a browser loads one page of each kind.
for (const route of PAGES) {
  test(`/${route.path} raw HTML already holds its heading, title and description`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(route.heading))}</h1>`))
    expect(html).toContain(`<title>${escapeHtml(route.title)}</title>`)
    expect(html).toMatch(
      new RegExp(
        `<meta name="description" content="${escapeRegExp(escapeHtml(route.description))}"`,
      ),
    )
  })
}

for (const route of SAMPLE_PAGES) {
  test(`/${route.path} loads directly with its heading, title, description and language links, which stay once it has woken`, async ({
    page,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page).toHaveTitle(route.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      route.description,
    )
    await expect(page.locator('html')).toHaveAttribute('lang', route.language.code)
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        (links as HTMLLinkElement[]).map((link) => [link.hreflang, link.href]),
      )
    expect(alternates).toEqual(expectedAlternates(route.defaultPath))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      SITE_URL + route.path,
    )
  })
}

test('the menu navigates client-side between every route, without a reload', async ({ page }) => {
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const inApp = ROUTES.filter((route) => !route.document)
  for (const route of [...inApp.slice(1), ROUTES[0]]) {
    await openFromMenu(page, route.nav)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await expect(page).toHaveURL(new RegExp(`${BASE}${route.path}$`))
    await expect(page).toHaveTitle(route.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      route.description,
    )
  }
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test.describe('an unknown path', () => {
  // Chromium logs the 404 status of the document itself; that is the point of this test.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('shows the home screen with status 404, hydrated', async ({ page }) => {
    const response = await page.goto('nope/deeper')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
    await expect(page).toHaveURL(new RegExp(`${BASE}nope/deeper$`))
    await hydrated(page)
  })
})

test('reloading a deep link keeps the route', async ({ page }) => {
  await page.goto('contact')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
})

test('every asset is served under the base path', async ({ page }) => {
  const urls: string[] = []
  page.on('request', (request) => urls.push(new URL(request.url()).pathname))
  await page.goto('about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(urls.length).toBeGreaterThan(2)
  expect(urls.filter((path) => !path.startsWith(BASE))).toEqual([])
})

test('scroll resets to the top on each route change', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 })
  // Portfolio is long whenever it shows a project, so there is something to scroll.
  test.skip(site.projects.length === 0, 'needs a project')
  await page.goto('portfolio')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await openAboutFromMenu(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('Back returns to where the visitor was on the page loaded first, though the page between was shorter', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 })
  await page.goto('about')
  const place = await page.evaluate(() => {
    scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2)
    return scrollY
  })
  expect(place).toBeGreaterThan(0)
  await openFromMenu(page, ui.nav.contact)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(place)
})

test("a page's script comes after its first paint, and its islands' code after its load event", async ({
  page,
}) => {
  // Home's typewriter wakes as the page loads.
  await page.goto('')
  await expect(page.locator('[data-island][data-awake]')).not.toHaveCount(0)
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const entry = new URL(
      document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry ?? '',
      location.href,
    ).href
    const scripts = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((resource) => resource.name.endsWith('.js'))
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      loaded: navigation?.loadEventStart ?? Infinity,
      entry: scripts.filter(({ name }) => name === entry).map(({ startTime }) => startTime),
      others: scripts.filter(({ name }) => name !== entry).map(({ startTime }) => startTime),
    }
  })
  expect(timing.entry).toHaveLength(1)
  expect(timing.entry[0]).toBeGreaterThanOrEqual(timing.paint)
  expect(timing.others.length).toBeGreaterThan(0)
  expect(timing.others.filter((start) => start < timing.loaded)).toEqual([])
})

test('a .html twin and a trailing slash show their page, hydrated, like the plain path', async ({
  page,
}) => {
  const [project] = site.projects
  const twins = [
    ['contact.html', ui.contact.heading],
    ['contact/', ui.contact.heading],
    ...(project ? [[`portfolio/${project.slug}.html`, project.title]] : []),
  ]
  for (const [path = '', heading = ''] of twins) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
  await openAboutFromMenu(page)
})

test.describe('a path in the wrong case', () => {
  // The static host answers 404 (its 404.html is Home); Chromium logs the status.
  test.use({ allowedConsoleErrors: [/status of 404/] })

  test('shows Home, as the host does, and hydrates without an error', async ({ page }) => {
    const response = await page.goto('About')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
    await expect(page).toHaveTitle(ROUTES[0].title)
  })
})

test('after each page change, focus is on the new page so screen readers announce it', async ({
  page,
}) => {
  await page.goto('')
  await openFromMenu(page, ANOTHER_PAGE.nav)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANOTHER_PAGE.heading)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await openAboutFromMenu(page)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANOTHER_PAGE.heading)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
})

test('Back to a page left by one of its links puts the focus back on that link, in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 600 })
  await page.goto('about')
  const link = page.getByRole('main').getByRole('link', { name: ui.about.resumeLink.link })
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.resume.heading)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  await expect(link).toBeFocused()
  await expect(link).toBeInViewport()
})

test('after a change to a page without a heading, focus is on the page itself', async ({
  page,
}) => {
  await page.route(`**${BASE}about`, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace(/<h1[^>]*>.*?<\/h1>/s, '')
    await route.fulfill({ response, body })
  })
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await openFromMenu(page, ui.nav.about)
  await expect(page).toHaveURL(`${BASE}about`)
  await expect(page.getByRole('main')).toBeFocused()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

// A screen reader reads the heading that takes the focus: the page's name is heard once. Where the
// focus goes back to a link, a live region says which page this is, in its language alone.
test("after each page change, screen readers hear the page's heading once", async ({ page }) => {
  await page.addInitScript(() => {
    const heard: string[] = []
    Object.assign(window, { heard })
    new MutationObserver((changes) => {
      for (const { target } of changes) {
        const region = (target instanceof Element ? target : target.parentElement)?.closest(
          '[aria-live]',
        )
        if (region?.textContent) heard.push(region.textContent)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard)
  await page.goto('about')
  const link = page.getByRole('main').getByRole('link', { name: ui.about.resumeLink.link })
  await link.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.resume.heading)
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
  await page.goBack()
  await expect(link).toBeFocused()
  await expect.poll(heard).toEqual([site.about.heading])
  // Heard, not seen: it takes no room on the screen.
  const announced = page.locator('[aria-live]')
  expect((await announced.boundingBox())?.width).toBeLessThanOrEqual(1)
})

test("pointing at a link fetches its page's HTML, so the click swaps it in without another request", async ({
  page,
}) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname)
  })
  const contact = `${BASE}contact`
  // The page's HTML is on its way until the link is clicked: the click must wait for it.
  const release = await holdAnswer(page, contact)
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const link = page.getByRole('main').getByRole('link', { name: ui.home.contact, exact: true })
  expect(fetched).not.toContain(contact)
  await link.hover()
  await expect.poll(() => fetched.filter((path) => path === contact)).toHaveLength(1)
  await link.click()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  expect(fetched.filter((path) => path === contact)).toHaveLength(1)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test('a page the network keeps waiting for shows a line along the top until it arrives, as a load would', async ({
  page,
}) => {
  const { release, goToContact, loadingLine: line } = await homeWithContactHeld(page)
  await expect(line).toBeHidden()
  await goToContact()
  await expect(line).toBeVisible()
  // Along the top edge of the screen, across the header.
  const box = await line.boundingBox()
  expect(box).toMatchObject({ x: 0, y: 0 })
  const header = await page.getByRole('banner').boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(header?.width ?? Infinity)
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  await expect(line).toBeHidden()
})

test('Back pressed while a page is still on its way returns to the page it left, without an error', async ({
  page,
}) => {
  const { release, goToContact, loadingLine } = await homeWithContactHeld(page)
  await goToContact()
  await expect(loadingLine).toBeVisible()
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
  const answered = page.waitForResponse(`**${BASE}contact`)
  release()
  await answered
  await expect(page).toHaveURL('')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
})

test('a link followed while another page is on its way takes its place: Back skips the page that never showed', async ({
  page,
}) => {
  const { goToContact, loadingLine } = await homeWithContactHeld(page)
  const heading = page.getByRole('heading', { level: 1 })
  await goToContact()
  await expect(loadingLine).toBeVisible()
  await openFromMenu(page, ui.nav.about)
  await expect(heading).toHaveText(site.about.heading)
  await page.goBack()
  await expect(heading).toHaveText(ROUTES[0].heading)
  await expect(page).toHaveURL('')
  await page.goForward()
  await expect(heading).toHaveText(site.about.heading)
})

test.describe('when the navigation cannot come', () => {
  test.use({ waitForApp: false, allowedConsoleErrors: [/Failed to load resource/] })

  test('the links load as documents, and nothing else goes wrong', async ({ page }) => {
    const file = /\/navigation-[^/]+\.js$/
    await page.route(file, (route) => route.abort())
    const refused = page.waitForEvent('requestfailed', (request) => file.test(request.url()))
    await page.goto('')
    await refused
    await openFromMenu(page, ui.nav.about)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  })
})

test.describe('a page whose answer does not begin', () => {
  test.use({ allowedConsoleErrors: [/Request timed out: /] })

  test('is loaded by the browser itself after 8 s', async ({ page }) => {
    // Only the page's fetch stalls: the browser's own load of it is answered.
    const stalled: string[] = []
    await page.route(`**${BASE}contact`, (route) => {
      if (route.request().resourceType() !== 'fetch') return route.continue()
      stalled.push(route.request().url())
      return new Promise(() => {})
    })
    await page.goto('')
    // After hydration: the fake clock hides the app's performance mark the fixture waits for.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.getByRole('main').getByRole('link', { name: ui.home.contact, exact: true }).click()
    await expect.poll(() => stalled.length).toBe(1)
    const heading = page.getByRole('heading', { level: 1 })
    await page.clock.runFor(7900)
    await expect(heading).toHaveText(ROUTES[0].heading)
    await page.clock.runFor(100)
    await expect(heading).toHaveText(ui.contact.heading)
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    expect(stalled).toHaveLength(1)
  })
})

test('a link followed while Back is still on its way leaves the page Back was going to as it was: no link of it is taken for the one followed', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { level: 1 })
  await page.goto('')
  await openFromMenu(page, ui.nav.about)
  await expect(heading).toHaveText(site.about.heading)
  const release = await holdAnswer(page, BASE)
  await page.goBack()
  await page.getByRole('main').getByRole('link').first().click()
  await expect(heading).not.toHaveText(site.about.heading)
  release()
  await page.goBack()
  await expect(heading).toHaveText(ROUTES[0].heading)
  await expect(heading).toBeFocused()
})

test('the line runs the way the page reads: from the right in a right-to-left language', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  const { release, goToContact, loadingLine: line } = await homeWithContactHeld(page)
  await goToContact()
  await expect(line).toBeVisible()
  // Its running part at the start of its run, paused there: the colours near either end. The
  // compositor, which runs the motion, draws it paused where it is told once the line's direction
  // changes; before, it may go on drawing it where it was: right to left is looked at first.
  const ends = async (dir: string) => {
    await line.evaluate((element, dir) => {
      document.documentElement.dir = dir
      for (const animation of element.getAnimations({ subtree: true })) {
        animation.pause()
        animation.currentTime = Number(animation.effect?.getComputedTiming().duration) / 20
      }
    }, dir)
    const { at, width } = await drawn(line)
    return { start: at(width / 10, 1), end: at((width * 9) / 10, 1) }
  }
  const rtl = await ends('rtl')
  const ltr = await ends('ltr')
  expect(ltr.start).not.toBe(ltr.end)
  expect(rtl.end, 'the running part, on the right').toBe(ltr.start)
  expect(rtl.start).not.toBe(ltr.start)
  release()
})

test('a page with a policy of its own (search) opens as a document, and Back returns', async ({
  page,
}) => {
  const search = ROUTES.find((route) => route.document)
  if (!search) throw new Error('every site has a search page')
  await page.goto('about')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await openFromMenu(page, search.nav)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(search.heading)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
})

/**
 * The site published anew while the page is open: from now on, the page at `path` is the newer
 * build's, whose stylesheet sets the heading in a colour of its own.
 */
async function publishNewerBuild(page: Page, path: string) {
  const NEWER = 'style-newer-build.css'
  const current = await page
    .locator('link[rel=stylesheet]')
    .evaluate((link: HTMLLinkElement) => link.href)
  const css = await (await page.request.get(current)).text()
  await page.route(`**/assets/${NEWER}`, (route) =>
    route.fulfill({ contentType: 'text/css', body: `${css}\nh1 { color: rgb(1, 2, 3) }` }),
  )
  await page.route(`**${BASE}${path}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/assets\/style-[\w-]+\.css/, `assets/${NEWER}`)
    await route.fulfill({ response, body: html })
  })
  return 'rgb(1, 2, 3)'
}

test('a page of a newer build, the site published anew since this one loaded, opens as a document in its own styles', async ({
  page,
}) => {
  await page.goto('')
  const newer = await publishNewerBuild(page, 'contact')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('main').getByRole('link', { name: ui.home.contact, exact: true }).click()
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(ui.contact.heading)
  await expect(heading).toHaveCSS('color', newer)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
})

test('Back to a page of a newer build opens it as a document, and Forward returns', async ({
  page,
}) => {
  await page.goto('about')
  await openFromMenu(page, ui.nav.contact)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText(ui.contact.heading)
  const newer = await publishNewerBuild(page, 'about')
  await page.goBack()
  await expect(page).toHaveURL('about')
  await expect(heading).toHaveText(site.about.heading)
  await expect(heading).toHaveCSS('color', newer)
  await hydrated(page)
  await page.goForward()
  await expect(page).toHaveURL('contact')
  await expect(heading).toHaveText(ui.contact.heading)
})

test.describe('with the network gone', () => {
  // The browser says it cannot load the page; swup leaves the promise of a fetch that failed
  // unhandled, which the console tells too unless the page is gone first.
  test.use({ allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|^Failed to fetch$/] })

  test('Back stays at the page it leads to, as a browser does, and a reload shows it', async ({
    page,
    context,
  }) => {
    await page.goto('')
    await page.getByRole('main').getByRole('link', { name: ui.home.contact, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
    await context.setOffline(true)
    await page.goBack()
    // The browser shows that it cannot load the page.
    await expect(page.getByRole('heading', { name: ui.contact.heading })).toBeHidden()
    await context.setOffline(false)
    await page.reload()
    await expect(page).toHaveURL('')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ROUTES[0].heading)
  })
})
