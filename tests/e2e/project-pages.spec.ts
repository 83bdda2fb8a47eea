import type { Locator, Page } from '@playwright/test'
import { DEFAULT_LANGUAGE, LANGUAGES, site, ui } from './content.ts'
import {
  BASE,
  chooseLargestText,
  escapeRegExp,
  expect,
  linesPast,
  needs,
  pictureDistance,
  shareImage,
  PROJECT_ROUTES,
  SITE_URL,
  test,
  wordsBroken,
} from './fixtures.ts'
import { expectHead } from './head.ts'

const { fullName } = site.identity
const { repositories, repoFacts } = DEFAULT_LANGUAGE.github
const share = (project: (typeof site.projects)[number]) => ({
  image: `${SITE_URL}share/${project.slug}.jpg`,
  alt: `${project.title}: ${project.description}`,
})
const titleOf = (slug: string) =>
  PROJECT_ROUTES.find((route) => route.path === `portfolio/${slug}`)?.title ?? ''

for (const project of site.projects) {
  const path = `portfolio/${project.slug}`

  test(`the raw HTML of /${path} holds the project and its own head tags`, async ({
    page,
    request,
  }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    const html = await response.text()
    // Read as a browser would without running anything (structured data kept): text and head.
    await page.setContent(html.replace(/<script(?![^>]*ld\+json)[^>]*>[\s\S]*?<\/script>/g, ''))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
    const main = page.getByRole('main')
    await expect(main).toContainText(project.additionalInfo)
    const link = main.getByRole('link', { name: new RegExp(escapeRegExp(ui.opensInNewTab)) })
    if (project.link) {
      await expect(main.getByText(ui.portfolio.link)).toBeVisible()
      await expect(link).toHaveAttribute('href', project.link)
    } else await expect(link).toHaveCount(0)
    expect(await main.locator('p').allTextContents()).toContain(project.details)
    await expect(main.locator('img')).toHaveAttribute('width', /^\d+$/)
    // The case study: a section for each part the project gives, and none for the others.
    const parts = {
      problem: project.problem,
      role: project.role ?? project.team,
      work: project.work,
      outcome: project.outcome,
      dates: project.start,
    }
    for (const [part, given] of Object.entries(parts)) {
      const name = ui.portfolio.caseStudy[part as keyof typeof parts]
      await expect(main.getByRole('region', { name, exact: true })).toHaveCount(given ? 1 : 0)
    }
    for (const text of [project.problem, project.role, project.work, project.outcome])
      if (text) await expect(main).toContainText(text)
    await expectHead(
      page,
      { title: titleOf(project.slug), description: project.description },
      SITE_URL + path,
      share(project),
    )
    const [data] = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')))
    const repository = repositories[project.slug]
    expect(data).toMatchObject({
      '@type': repository ? 'SoftwareSourceCode' : 'CreativeWork',
      name: project.title,
      description: project.details,
      url: SITE_URL + path,
      author: { '@type': 'Person', name: fullName },
    })
    if (repository)
      expect(data).toMatchObject({ codeRepository: `https://github.com/${repository.name}` })
    else expect(data).not.toHaveProperty('codeRepository')
    // Its repository's stars, main language and last push, or nothing without one.
    const facts = repoFacts[project.slug]
    if (!facts) return
    const updated = `time[datetime="${facts.updated.dateTime}"]`
    await expect(main.locator(updated)).toHaveCount(1)
    const line = main.locator('p', { has: page.locator(updated) })
    for (const text of [facts.stars, facts.language, facts.updated.text, facts.archived])
      if (text) await expect(line).toContainText(text)
  })

  test(`/${path} has a share image of its own, showing its cover`, async ({ request }) => {
    const image = await shareImage(request, `share/${project.slug}.jpg`)
    expect(await pictureDistance(image, project.img)).toBeLessThan(12)
  })
}

test('a project page leads to the grid and its neighbours, in the app', async ({ page }) => {
  test.skip(site.projects.length < 2, 'needs two projects')
  // The second project, with a neighbour on each side where there are three or more.
  const index = site.projects.length > 2 ? 1 : 0
  const project = site.projects[index]
  const previous = site.projects[index - 1]
  const next = needs(site.projects[index + 1], 'needs a next project')
  await page.goto(`portfolio/${project?.slug}`)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const pager = page.getByRole('navigation', { name: ui.portfolio.moreProjects, exact: true })
  await expect(pager.getByRole('link')).toHaveText(
    [previous, next].flatMap((neighbour) =>
      neighbour ? [new RegExp(`${escapeRegExp(neighbour.title)}$`)] : [],
    ),
  )
  await pager.getByRole('link', { name: new RegExp(escapeRegExp(next.title)) }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(next.title)
  await expect(page).toHaveURL(`${BASE}portfolio/${next.slug}`)
  await expect(page).toHaveTitle(titleOf(next.slug))
  await page.getByRole('link', { name: ui.portfolio.allProjects }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

const dialog = (page: Page) => page.getByRole('dialog')

test('the grid opens a project as a dialog at its address; a reload shows its page', async ({
  page,
}) => {
  // The second when there is one: not merely the first link of the grid.
  const project = needs(site.projects[1] ?? site.projects[0], 'needs a project')
  await page.goto('portfolio')
  await page.getByRole('main').getByRole('link', { name: project.title, exact: true }).click()
  await expect(dialog(page).getByRole('heading')).toHaveText(project.title)
  await expect(page).toHaveURL(`${BASE}portfolio/${project.slug}`)
  await expect(page).toHaveTitle(titleOf(project.slug))
  await page.reload()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
})

// However long an owner writes a project's title and details, the cover shows at least 4/5 of
// its width, not a strip of itself cut to their height and enlarged until it blurs: the details
// run below the cover, and the title beside it grows it only so far.
async function expectWholeCoverBesideLongWords(shown: Locator, details: string) {
  const cover = shown.locator('img')
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  // Cut to fill its box, the cover shows the part of its width that the box's proportions leave.
  const expectMostlyWhole = async () =>
    expect(
      await cover.evaluate((image: HTMLImageElement) =>
        Math.min(
          1,
          image.naturalHeight / image.naturalWidth / (image.clientHeight / image.clientWidth),
        ),
      ),
    ).toBeGreaterThanOrEqual(0.8)
  const text = shown.getByText(details.split('\n')[0] ?? '')
  await text.evaluate((element) => {
    element.textContent = `${element.textContent} `.repeat(20)
  })
  const [picture, words] = await Promise.all([cover.boundingBox(), text.boundingBox()])
  expect(words?.y ?? 0).toBeGreaterThanOrEqual((picture?.y ?? 0) + (picture?.height ?? 0))
  await expectMostlyWhole()
  await shown
    .getByRole('heading')
    .first()
    .evaluate((title) => {
      title.textContent = `${title.textContent} `.repeat(6)
    })
  await expectMostlyWhole()
}

test("a project's cover shows mostly whole beside a long title, with long details below it, on its page and in the dialog", async ({
  page,
}) => {
  const project = needs(site.projects[0], 'needs a project')
  await page.goto(`portfolio/${project.slug}`)
  await expectWholeCoverBesideLongWords(page.getByRole('main').locator('article'), project.details)
  await page.goto('portfolio')
  await page.getByRole('main').getByRole('link', { name: project.title, exact: true }).click()
  await expectWholeCoverBesideLongWords(dialog(page), project.details)
})

// An address too long for its line is cut at its end, after the host it starts with, also in a
// page written right to left (as an Arabic translation's is).
test("a project's address cut short shows where it starts, in a page of either direction", async ({
  page,
}) => {
  const { slug, link } = needs(
    site.projects.find((project) => project.link),
    'needs a project with a link',
  )
  await page.goto(`portfolio/${slug}`)
  const address = page.getByRole('main').locator(`a[href="${link}"] span`).first()
  for (const dir of ['ltr', 'rtl']) {
    const shown = await address.evaluate((span, dir) => {
      document.documentElement.dir = dir
      // Narrow enough to cut any address.
      span.style.maxWidth = '6em'
      const firstLetter = document.createRange()
      firstLetter.setStart(span.firstChild ?? span, 0)
      firstLetter.setEnd(span.firstChild ?? span, 1)
      return {
        cut: span.scrollWidth > span.clientWidth,
        startShown:
          firstLetter.getBoundingClientRect().left >= span.getBoundingClientRect().left - 1,
      }
    }, dir)
    expect(shown, dir).toEqual({ cut: true, startShown: true })
  }
})

// Held sideways, a phone's first screen is 390px tall: the cover stands beside the title, as on a
// desktop, rather than fill the screen above it. The same on the page and in the dialog.
test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true })

  async function expectTitleBesideCover(page: Page, title: Locator, cover: Locator) {
    await expect(title).toBeInViewport({ ratio: 1 })
    const [text, picture] = await Promise.all([title.boundingBox(), cover.boundingBox()])
    const rtl = (await page.locator('html').getAttribute('dir')) === 'rtl'
    if (rtl) expect(picture?.x ?? 0).toBeGreaterThanOrEqual((text?.x ?? 0) + (text?.width ?? 0))
    else expect(text?.x ?? 0).toBeGreaterThanOrEqual((picture?.x ?? 0) + (picture?.width ?? 0))
  }

  test("a project's title is on the first screen, beside its cover, on its page and in the dialog", async ({
    page,
  }) => {
    const project = needs(site.projects[0], 'needs a project')
    await page.goto(`portfolio/${project.slug}`)
    const main = page.getByRole('main')
    await expectTitleBesideCover(page, main.getByRole('heading', { level: 1 }), main.locator('img'))
    await page.goto('portfolio')
    await main.getByRole('link', { name: project.title, exact: true }).click()
    await expectTitleBesideCover(
      page,
      dialog(page).getByRole('heading'),
      dialog(page).locator('img'),
    )
  })
})

// A long word of a title ("SQL-yksikkötestaustyökalu") wraps in the dialog rather than widen it,
// which would then scroll sideways. The project's page is in layout.spec.ts's sweep of every page.
test.describe('on a 320px phone with the largest text', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true })

  test("every project's dialog shows its words within it, in every language", async ({ page }) => {
    test.setTimeout(30_000 + LANGUAGES.length * site.projects.length * 1_000)
    await chooseLargestText(page)
    const past: string[] = []
    for (const { folder, site: words } of LANGUAGES) {
      await page.goto(`${folder}portfolio`)
      for (const project of words.projects) {
        await page.getByRole('main').getByRole('link', { name: project.title, exact: true }).click()
        await expect(dialog(page)).toBeVisible()
        const texts = await dialog(page).evaluateAll(linesPast)
        past.push(...texts.map((text) => `/${folder} ${project.slug}: ${text}`))
        // Closed, the dialog goes back to the grid's address: the next page waits for that step.
        await page.keyboard.press('Escape')
        await expect(dialog(page)).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`/${folder}portfolio/?$`))
      }
    }
    expect(past).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a project title on the grid loads the project page', async ({ page }) => {
    const project = needs(site.projects[0], 'needs a project')
    await page.goto('portfolio')
    await page.getByRole('main').getByRole('link', { name: project.title, exact: true }).click()
    await expect(page).toHaveURL(`${BASE}portfolio/${project.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
  })
})

// Side by side, the cover and the head share a narrow screen: a title that shrinks to fit its
// longest word ("SQL-yksikkötestaustyökalu") still reads as a title.
test.describe('on a phone held sideways', () => {
  test.use({ viewport: { width: 640, height: 400 } })

  test("every project's title is larger than its text, in every language", async ({ page }) => {
    test.setTimeout(30_000 + LANGUAGES.length * site.projects.length * 1_000)
    const small: string[] = []
    for (const { folder, site: words } of LANGUAGES)
      for (const { slug } of words.projects) {
        await page.goto(`${folder}portfolio/${slug}`)
        const [title = 0, text = 0] = await page
          .getByRole('main')
          .evaluate((main) =>
            [main.querySelector('h1') ?? main, main].map((element) =>
              parseFloat(getComputedStyle(element).fontSize),
            ),
          )
        if (title <= text) small.push(`/${folder}portfolio/${slug}: ${title}px`)
      }
    expect(small).toEqual([])
  })
})

// A title's size shrinks with its box until its longest word fits a line: a word broken at any
// letter ('yksikkötestaustyökal|u') reads as two.
for (const { screen, viewport, largestText } of [
  { screen: 'a desktop', viewport: { width: 1280, height: 800 }, largestText: false },
  {
    screen: 'a 320px phone with the largest text',
    viewport: { width: 320, height: 640 },
    largestText: true,
  },
]) {
  test.describe(`on ${screen}`, () => {
    test.use({ viewport })

    test("no project's title breaks a word, on the grid or in its dialog, in any language", async ({
      page,
    }) => {
      test.setTimeout(30_000 + LANGUAGES.length * site.projects.length * 1_000)
      if (largestText) await chooseLargestText(page)
      const broken: string[] = []
      for (const { folder, site: words } of LANGUAGES) {
        await page.goto(`${folder}portfolio`)
        const titles = page.getByRole('main').getByRole('heading', { level: 2 })
        broken.push(...(await titles.evaluateAll(wordsBroken)).map((word) => `/${folder}: ${word}`))
        for (const project of words.projects) {
          await page
            .getByRole('main')
            .getByRole('link', { name: project.title, exact: true })
            .click()
          const title = dialog(page).getByRole('heading', { name: project.title })
          await expect(title).toBeVisible()
          const words = await title.evaluateAll(wordsBroken)
          broken.push(...words.map((word) => `/${folder} ${project.slug}: ${word}`))
          await page.keyboard.press('Escape')
          await expect(dialog(page)).toBeHidden()
          await expect(page).toHaveURL(new RegExp(`/${folder}portfolio/?$`))
        }
      }
      expect(broken).toEqual([])
    })
  })
}
