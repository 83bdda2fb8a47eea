import { expect, test } from './fixtures.ts'
import { site } from './content.ts'

const roles = site.home.roles

test('home shows the name, the roles, the intro and two buttons', async ({ page }) => {
  await page.goto('')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.identity.fullName)
  await expect(page.getByText(roles.join(', '))).toBeAttached()
  await expect(page.getByText(site.home.intro)).toBeVisible()
  await expect(page.getByRole('link', { name: 'My Portfolio' })).toHaveAttribute(
    'href',
    /\/portfolio$/,
  )
  await expect(page.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', /\/contact$/)
})

test('the typewriter types, pauses, deletes and cycles through every title', async ({ page }) => {
  // After hydration: the fake clock hides the app's performance mark the fixture waits for.
  await page.goto('')
  await page.clock.install()
  const typed = page.locator('[data-typewriter]')
  await expect(typed).toHaveText(roles[0] ?? '')
  const seen: string[] = []
  const partial = new Set<string>()
  for (let tick = 0; tick < 400 && seen.length < roles.length + 1; tick += 1) {
    await page.clock.runFor(50)
    const text = (await typed.textContent()) ?? ''
    if (roles.includes(text) && seen.at(-1) !== text) seen.push(text)
    else if (text.length > 0) partial.add(text)
  }
  expect(seen).toEqual([roles[0], roles[1], roles[2], roles[0]])
  expect(partial.size, 'intermediate, partly typed frames').toBeGreaterThan(10)
})

test('the typewriter line keeps its height while it types', async ({ page }) => {
  // After hydration: the fake clock hides the app's performance mark the fixture waits for.
  await page.goto('')
  await page.clock.install()
  const line = page.locator('[data-typewriter]').locator('xpath=../..')
  const heights = new Set<number>()
  for (let tick = 0; tick < 60; tick += 1) {
    await page.clock.runFor(100)
    heights.add(Math.round((await line.boundingBox())?.height ?? 0))
  }
  expect([...heights]).toHaveLength(1)
})

test('the buttons navigate client-side', async ({ page }) => {
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await page.getByRole('link', { name: 'My Portfolio' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portfolio')
  await page.goBack()
  await page.getByRole('link', { name: 'Contact Me' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Me')
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('one title shows still', async ({ page }) => {
    await page.goto('')
    await page.clock.install()
    await page.clock.runFor(5000)
    await expect(page.locator('[data-typewriter]')).toHaveText(roles[0] ?? '')
  })
})

test('the profile photo is the priority image, preloaded from the head', async ({
  page,
  request,
}) => {
  await page.goto('')
  const photo = page.getByRole('img', { name: site.home.photoAlt })
  await expect(photo).toHaveAttribute('fetchpriority', 'high')
  await expect(photo).toHaveAttribute('loading', 'eager')
  await expect(photo).toHaveAttribute('width', /^\d+$/)
  await expect(photo).toHaveAttribute('height', /^\d+$/)
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  const source = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc))
  expect(source.origin).toBe(new URL(page.url()).origin)
  const html = await (await request.get('')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  expect(head).toMatch(
    /<link rel="preload" as="image" type="image\/avif" imageSrcSet="[^"]+profile/,
  )
})
