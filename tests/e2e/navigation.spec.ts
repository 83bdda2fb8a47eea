import { BASE, expect, hydrated, ROUTES, test } from './fixtures.ts'

for (const route of ROUTES) {
  test(`/${route.path} loads directly with its heading, title and description`, async ({
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
  })

  test(`/${route.path} raw HTML already holds its heading`, async ({ request }) => {
    const html = await (await request.get(route.path)).text()
    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`))
    expect(html).toContain(`<title>${route.title}</title>`)
  })
}

test('the menu navigates client-side between every route, without a reload', async ({ page }) => {
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  for (const route of [...ROUTES.slice(1), ROUTES[0]]) {
    await page.getByRole('button', { name: 'Menu' }).click()
    const label = route.path === '' ? 'Home' : route.heading.split(' ')[0]
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click()
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Me')
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
  // Portfolio is long on every branch of the content, so there is always something to scroll.
  await page.goto('portfolio')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About me')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('the app bundle is fetched only after the page has painted', async ({ page }) => {
  await page.goto('about')
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    bundle: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }))
  expect(timing.bundle).toHaveLength(1)
  expect(timing.bundle[0]).toBeGreaterThanOrEqual(timing.paint)
})
