import { TYPEWRITER_TIMING } from '../../src/islands/typewriter-steps.ts'
import { expect, test } from './fixtures.ts'
import { site, ui } from './content.ts'

// Motion is what this file tests (the other tests ask for none: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

const roles = site.home.roles

const hasProjects = site.projects.length > 0

test('home shows the name, the roles, the intro, and buttons to the portfolio when there are projects and to contact', async ({
  page,
}) => {
  await page.goto('')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.identity.fullName)
  // Screen readers get every title once, as one line of text.
  const line = page.locator('[data-typewriter]').locator('xpath=../..')
  await expect(line.locator('.visually-hidden')).toHaveText(roles.join(', '))
  await expect(page.getByText(site.home.intro)).toBeVisible()
  const portfolio = page.getByRole('link', { name: ui.home.portfolio, exact: true })
  if (hasProjects) await expect(portfolio).toHaveAttribute('href', /\/portfolio$/)
  else await expect(portfolio).toHaveCount(0)
  await expect(page.getByRole('link', { name: ui.home.contact, exact: true })).toHaveAttribute(
    'href',
    /\/contact$/,
  )
})

test('the typewriter types, pauses, deletes and cycles through every title', async ({ page }) => {
  // Every text the line shows, recorded as it changes, from before the page's script runs.
  await page.addInitScript(() => {
    const frames: string[] = []
    Object.assign(window, { typewriterFrames: frames })
    new MutationObserver(() => {
      const text = document.querySelector('[data-typewriter]')?.textContent
      if (text != null && frames.at(-1) !== text) frames.push(text)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await page.goto('')
  // After hydration: the fake clock hides the app's performance mark the fixture waits for.
  await page.clock.install()
  const recorded = () =>
    page.evaluate(() => (window as unknown as { typewriterFrames: string[] }).typewriterFrames)
  // Long enough to type, hold and delete every title and type the first again, however long.
  const { typeMax, pause, deleteSpeed } = TYPEWRITER_TIMING
  const cycle = roles.reduce(
    (total, role) => total + (role.length + 1) * (typeMax + deleteSpeed) + pause,
    0,
  )
  // The first title again, typed, held and deleted: the loop stops as soon as it has been seen.
  const again = ((roles[0]?.length ?? 0) + 1) * (typeMax + deleteSpeed) + pause
  // Each step's timer starts once React has drawn the step before, so on a busy machine some ticks
  // pass with no timer set: allow three times the time (the loop ends as soon as all is seen).
  const ticks = 3 * Math.ceil((cycle + again) / 50)
  // The whole titles among the frames: one that the typing grew to and the deleting shrinks from.
  const whole = (frames: string[]) =>
    frames.filter((frame, i) => {
      const before = frames[i - 1]
      const after = frames[i + 1]
      return (
        after !== undefined &&
        after.length < frame.length &&
        (before === undefined || before.length < frame.length)
      )
    })
  let frames = await recorded()
  for (let tick = 0; tick < ticks && whole(frames).length < roles.length + 1; tick += 1) {
    await page.clock.runFor(50)
    frames = await recorded()
  }
  // The page shows the first title whole, then the loop: each title typed, held and deleted.
  expect(frames.find(Boolean)).toBe(roles[0])
  expect(whole(frames)).toEqual([...roles, roles[0]])
  // Letter by letter: every part of every title shows on the way.
  const missing = roles.flatMap((role) =>
    [...role].map((_, n) => role.slice(0, n)).filter((part) => part && !frames.includes(part)),
  )
  expect(missing, 'partly typed frames never shown').toEqual([])
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

// WCAG's pause (2.2.2): the titles move on for as long as the page is open.
test('a button stops the titles on a whole one, and starts them again', async ({ page }) => {
  await page.goto('')
  await page.clock.install()
  // Paused, page time moves only when the test says so: not between reading a title and pressing.
  await page.clock.pauseAt(Date.now() + 100)
  const pause = page.getByRole('button', { name: ui.home.pauseTitles, exact: true })
  const typed = page.locator('[data-typewriter]')
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  // Stopped while a title is typed in part: it shows whole, and stays.
  const partly = async () => {
    await page.clock.runFor(50)
    const text = (await typed.textContent()) ?? ''
    return text !== '' && roles.some((role) => role !== text && role.startsWith(text))
  }
  await expect.poll(partly, { timeout: 15_000 }).toBe(true)
  const part = (await typed.textContent()) ?? ''
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  const whole = (await typed.textContent()) ?? ''
  expect(roles.includes(whole) && whole.startsWith(part), `"${part}" held as "${whole}"`).toBe(true)
  await page.clock.runFor(10_000)
  await expect(typed).toHaveText(whole)
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
  // Started again, the titles go on as time flows.
  await page.clock.resume()
  await expect(typed).not.toHaveText(whole)
})

test('stopped, the titles stay stopped as the page loads again', async ({ page }) => {
  await page.goto('')
  const pause = page.getByRole('button', { name: ui.home.pauseTitles, exact: true })
  await pause.click()
  await page.reload()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('[data-typewriter]')).toHaveText(roles[0] ?? '')
})

test('the buttons navigate client-side', async ({ page }) => {
  await page.goto('')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  if (hasProjects) {
    await page.getByRole('link', { name: ui.home.portfolio, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading)
    await page.goBack()
  }
  await page.getByRole('link', { name: ui.home.contact, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('one title shows still, with nothing to stop', async ({ page }) => {
    await page.goto('')
    await page.clock.install()
    await page.clock.runFor(5000)
    await expect(page.locator('[data-typewriter]')).toHaveText(roles[0] ?? '')
    await expect(page.getByRole('button', { name: ui.home.pauseTitles })).toBeHidden()
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
  // The preload offers the very file the browser then picks for the photo.
  const preloaded = head.match(
    /<link rel="preload" as="image" type="image\/avif" imageSrcSet="([^"]+)"/,
  )
  expect(preloaded?.[1]?.split(', ').map((candidate) => candidate.split(' ')[0])).toContain(
    source.pathname,
  )
})

test('on the widest screen the photo stands as near the text as on a laptop', async ({ page }) => {
  const spaceBetween = async (width: number) => {
    await page.setViewportSize({ width, height: Math.round(width * 0.5625) })
    await page.goto('')
    const [text, photo] = await Promise.all([
      page.getByText(site.home.intro).boundingBox(),
      page.getByRole('img', { name: site.home.photoAlt }).boundingBox(),
    ])
    if (!text || !photo) throw new Error('the home page shows its intro and its photo')
    return Math.max(photo.x - (text.x + text.width), text.x - (photo.x + photo.width))
  }
  const laptop = await spaceBetween(1440)
  expect(await spaceBetween(2560)).toBeLessThanOrEqual(laptop + 1)
})

// Held sideways, a phone's first screen is 390px tall: the photo stands beside the text, as on a
// desktop, rather than fill the screen above the name.
test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true })

  test('the name is on the first screen, beside the photo', async ({ page }) => {
    await page.goto('')
    const name = page.getByRole('heading', { level: 1 })
    await expect(name).toBeInViewport({ ratio: 1 })
    const [text, photo] = await Promise.all([
      name.boundingBox(),
      page.getByRole('img', { name: site.home.photoAlt }).boundingBox(),
    ])
    const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl'
    if (rtl) expect(photo?.x ?? 0).toBeLessThan(text?.x ?? 0)
    else expect(photo?.x ?? 0).toBeGreaterThanOrEqual((text?.x ?? 0) + (text?.width ?? 0))
  })
})
