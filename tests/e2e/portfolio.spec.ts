import type { Locator, Page } from '@playwright/test'
import { hasCaseStudy } from '../../src/content-model/schema.ts'
import { fill, fillTitle } from '../../src/lib/fill.ts'
import { seriousViolations } from '../../scripts/check/axe.mjs'
import { DEFAULT_LANGUAGE, site, ui } from './content.ts'
import {
  asPrinted,
  BASE,
  escapeRegExp,
  expect,
  expectPicturesInShape,
  hydrated,
  needs,
  openFromMenu,
  projectCards,
  test,
} from './fixtures.ts'

type Project = (typeof site.projects)[number]
const projects = site.projects
// Without a project the site has no portfolio. The second project, where there is one, shows the
// dialog opens the project clicked, not the first.
test.skip(projects.length === 0, 'the owner has no projects')
const first = projects[0] as Project
const second = (projects[1] ?? projects[0]) as Project
const dialog = (page: Page) => page.getByRole('dialog')
const opener = (page: Page, title: string) =>
  page.getByRole('main').getByRole('link', { name: title, exact: true })

async function openPortfolio(page: Page, path = 'portfolio') {
  await page.goto(path)
}

async function openByClick(page: Page, title: string) {
  await opener(page, title).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('heading', { level: 2 })).toHaveText(title)
}

async function expectClosed(page: Page, title: string) {
  await expect(dialog(page)).toBeHidden()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expect(opener(page, title)).toBeFocused()
}

// Scrolls each image into view (lazy ones load then) and checks it came from this site, decoded.
async function expectImagesLoadedFromSite(page: Page, images: Locator) {
  const origin = new URL(page.url()).origin
  expect(await images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(new URL(source).origin).toBe(origin)
  }
}

test('shows the heading and every project with its title, description, info and link, when it has one', async ({
  page,
}) => {
  await openPortfolio(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading)
  const items = projectCards(page)
  await expect(items).toHaveCount(projects.length)
  for (const [index, project] of projects.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('heading', { level: 2 })).toHaveAccessibleName(project.title)
    await expect(item.getByRole('link', { name: project.title, exact: true })).toHaveAttribute(
      'href',
      `${BASE}portfolio/${project.slug}`,
    )
    await expect(item).toContainText(project.description)
    await expect(item).toContainText(project.additionalInfo)
    await expect(item.locator('img')).toHaveCount(1)
    const { viewProject } = ui.portfolio
    const link = item.getByRole('link', { name: new RegExp(`^${escapeRegExp(viewProject)}`) })
    if (!project.link) {
      await expect(link).toHaveCount(0)
      continue
    }
    await expect(link).toHaveAccessibleName(`${viewProject} — ${project.title} ${ui.opensInNewTab}`)
    await expect(link).toContainText(viewProject)
    await expect(link).toHaveAttribute('href', project.link)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
})

// A title that wraps (a long one, a narrow card, a Finnish word) takes its own lines: the
// number beside it ("01") stays whole, on a phone, a laptop and a wide screen alike.
test("each card's number stays on one line beside its title, at every width", async ({ page }) => {
  await openPortfolio(page)
  const headings = projectCards(page).getByRole('heading', { level: 2 })
  for (const width of [320, 1160, 1440, 2560]) {
    await page.setViewportSize({ width, height: 900 })
    const numbers = await headings.evaluateAll((found) =>
      found.map((heading) => {
        const number = heading.querySelector('[aria-hidden="true"]')
        if (!number) return { lines: 0, text: '' }
        const { height } = number.getBoundingClientRect()
        return {
          lines: Math.round(height / parseFloat(getComputedStyle(number).lineHeight)),
          text: number.textContent,
        }
      }),
    )
    expect(numbers, `at ${width}px`).toEqual(numbers.map(({ text }) => ({ lines: 1, text })))
  }
})

// The first card sets its cover beside its words on a wide screen. Words taller than the cover
// (a long title, a Finnish description, a narrow laptop) leave the cover as it is, not a frame
// stretched to their height with an empty band under the picture.
test("the first card's cover fills its frame beside words of any length", async ({ page }) => {
  needs(projects[0], 'a project')
  await openPortfolio(page)
  const card = projectCards(page).first()
  await card
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluate((title) => {
      title.textContent = `${title.textContent} `.repeat(6)
    })
  for (const width of [960, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    const [frame, picture] = await card
      .locator('img')
      .evaluate((image) => [
        image.closest('picture')?.parentElement?.clientHeight ?? 0,
        image.clientHeight,
      ])
    expect(Math.abs(frame - picture), `at ${width}px`).toBeLessThanOrEqual(1)
  }
})

test("each card shows its repository's stars, main language and last update; others none", async ({
  page,
}) => {
  await openPortfolio(page)
  const cards = page.getByRole('main').getByRole('article')
  for (const [index, project] of projects.entries()) {
    const facts = DEFAULT_LANGUAGE.github.repoFacts[project.slug]
    const time = cards.nth(index).locator('time')
    await expect(time).toHaveCount(facts ? 1 : 0)
    if (!facts) continue
    await expect(time).toHaveAttribute('datetime', facts.updated.dateTime)
    await expect(time).toHaveText(facts.updated.text)
    await expect(cards.nth(index)).toContainText(facts.stars)
    if (facts.language) await expect(cards.nth(index)).toContainText(facts.language)
  }
})

test.describe('with a project', () => {
  test('the first row loads at once, the covers further down lazily', async ({ page }) => {
    await openPortfolio(page)
    const images = projectCards(page).locator('img')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    for (const image of (await images.all()).slice(1))
      await expect(image).toHaveAttribute('loading', 'lazy')
  })

  test('printed, each project is a row, its cover beside its words, and the tag filter is left out', async ({
    page,
  }) => {
    await openPortfolio(page)
    await asPrinted(page)
    const cards = await projectCards(page).evaluateAll((items) =>
      items.map((item) => {
        const [cover, title] = [item.querySelector('img'), item.querySelector('h2')]
        const box = (element: Element | null) => element?.getBoundingClientRect()
        return {
          title: title?.textContent,
          beside: (box(cover)?.right ?? Infinity) < (box(title)?.left ?? 0),
        }
      }),
    )
    expect(cards).toEqual(cards.map(({ title }) => ({ title, beside: true })))
    await expect(tagLinks(page)).toBeHidden()
    // What the page shows stays said, where the projects have tags to filter by.
    if (projectTags.length > 0) await expect(page.getByRole('status')).toHaveText(allText)
  })

  test('every image on the page and in the dialog loads from the site, with its size set', async ({
    page,
  }) => {
    await openPortfolio(page)
    await expectImagesLoadedFromSite(page, projectCards(page).locator('img'))
    await expectPicturesInShape(page)
    await openByClick(page, second.title)
    await expectImagesLoadedFromSite(page, dialog(page).locator('img'))
    await expectPicturesInShape(page)
    // AVIF where the browser reads it, else the WebP files of the <img> itself.
    await expect(dialog(page).locator('picture source[type="image/avif"]')).toHaveCount(1)
    await expect(dialog(page).locator('picture img')).toHaveAttribute('srcset', /\.webp 1200w$/)
  })

  test('a click opens the dialog with the title, info, link, details and image', async ({
    page,
  }) => {
    await openPortfolio(page)
    await openByClick(page, second.title)
    await expect(page).toHaveURL(new RegExp(`/portfolio/${second.slug}$`))
    const box = dialog(page)
    await expect(box).toHaveAccessibleName(second.title)
    await expect(box).toContainText(second.additionalInfo)
    const link = box.getByRole('link', { name: new RegExp(escapeRegExp(ui.opensInNewTab)) })
    if (!second.link) await expect(link).toHaveCount(0)
    else {
      await expect(box.getByText(ui.portfolio.link)).toBeVisible()
      await expect(link).toHaveAttribute('href', second.link)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(box.locator('img')).toBeVisible()
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'hidden')
  })

  test("the dialog leads to the project's own page, where its case study is; a project without one does not", async ({
    page,
  }) => {
    const words = needs(ui.portfolio.readCaseStudy, 'the words of the way to a case study')
    const studied = needs(projects.find(hasCaseStudy), 'a project with a case study')
    const without = projects.find((project) => !hasCaseStudy(project))
    await openPortfolio(page)
    if (without) {
      await openByClick(page, without.title)
      await expect(dialog(page).getByRole('link', { name: words })).toHaveCount(0)
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
    }
    await openByClick(page, studied.title)
    await dialog(page).getByRole('link', { name: words }).click()
    await expect(page).toHaveURL(new RegExp(`/portfolio/${studied.slug}$`))
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(studied.title)
    const part = (['problem', 'role', 'work', 'outcome'] as const).find((part) => studied[part])
    if (part)
      await expect(
        page.getByRole('heading', { level: 2, name: ui.portfolio.caseStudy[part], exact: true }),
      ).toBeVisible()
  })

  test('the details keep their line breaks and are shown as text', async ({ page }) => {
    const project = needs(
      projects.find((p) => p.details.includes('\n\n')),
      'needs details of two paragraphs',
    )
    await openPortfolio(page)
    await openByClick(page, project.title)
    const details = dialog(page).getByText(project.details.split('\n')[0] ?? '')
    await expect(details).toHaveCSS('white-space', 'pre-line')
    expect(await details.evaluate((p: HTMLElement) => p.innerText)).toBe(project.details)
    // Two paragraphs and a blank line: much taller than one line of the same text.
    const lineHeight = await details.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight))
    expect((await details.boundingBox())?.height).toBeGreaterThan(lineHeight * 3)
  })

  test('Enter on a focused title opens its dialog', async ({ page }) => {
    await openPortfolio(page)
    await opener(page, second.title).focus()
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('heading')).toHaveText(second.title)
    await expect(
      dialog(page).getByRole('button', { name: ui.portfolio.close, exact: true }),
    ).toBeFocused()
  })

  test('a click with a modifier key leaves the link to the browser', async ({ page, context }) => {
    await openPortfolio(page)
    const opened = context.waitForEvent('page')
    await opener(page, second.title).click({ modifiers: ['ControlOrMeta'] })
    const tab = await opened
    await expect(tab).toHaveURL(new RegExp(`/portfolio/${second.slug}$`))
    await expect(dialog(page)).toBeHidden()
    await expect(page).toHaveURL(/\/portfolio$/)
  })

  test('the close button closes it, clears the selection and returns focus', async ({ page }) => {
    await page.goto('about')
    await openPortfolio(page)
    await openByClick(page, second.title)
    await dialog(page).getByRole('button', { name: ui.portfolio.close, exact: true }).click()
    await expectClosed(page, second.title)
    await expect(page.locator('html')).toHaveCSS('overflow-y', 'visible')
    // Closing went back over the entry that opening pushed: one more Back leaves the page.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  })

  test('on a phone held sideways, the close button stays in view as the details scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 844, height: 390 })
    await openPortfolio(page)
    await openByClick(page, first.title)
    await dialog(page).evaluate((open) => open.scrollTo({ top: open.scrollHeight }))
    const close = dialog(page).getByRole('button', { name: ui.portfolio.close, exact: true })
    await expect(close).toBeInViewport()
    await close.click()
    await expectClosed(page, first.title)
  })

  test('Escape closes it and returns focus', async ({ page }) => {
    await openPortfolio(page)
    await openByClick(page, first.title)
    await page.keyboard.press('Escape')
    await expectClosed(page, first.title)
  })

  test('a click on the backdrop closes it; a click inside does not', async ({ page }) => {
    await openPortfolio(page)
    await openByClick(page, second.title)
    const box = await dialog(page).boundingBox()
    if (!box) throw new Error('the dialog has no box')
    await dialog(page).getByText(second.additionalInfo).click()
    await expect(dialog(page)).toBeVisible()
    await page.mouse.click(box.x / 2, box.y + box.height / 2)
    await expectClosed(page, second.title)
  })

  test('the back button closes it, and forward opens it again', async ({ page }) => {
    await openPortfolio(page)
    await openByClick(page, second.title)
    await page.goBack()
    await expectClosed(page, second.title)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.portfolio.heading)
    await page.goForward()
    await expect(dialog(page).getByRole('heading')).toHaveText(second.title)
  })

  test('an old link with ?project= opens that project over the grid', async ({ page }) => {
    await page.goto('')
    await openPortfolio(page, `portfolio?project=${second.slug}`)
    await expect(dialog(page).getByRole('heading')).toHaveText(second.title)
    await expect(page).toHaveURL(new RegExp(`/portfolio/${second.slug}$`))
    await page.keyboard.press('Escape')
    await expectClosed(page, second.title)
    // Closing replaced the deep link rather than adding an entry: Back returns to Home.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.identity.fullName)
  })

  test('Tab and Shift+Tab cycle inside the open dialog', async ({ page }) => {
    await openPortfolio(page)
    await openByClick(page, first.title)
    const close = dialog(page).getByRole('button', { name: ui.portfolio.close, exact: true })
    // The button, then each link in the dialog, and round again; backwards the other way.
    const stops = [close, ...(await dialog(page).getByRole('link').all()), close]
    await expect(close).toBeFocused()
    for (const stop of stops.slice(1)) {
      await page.keyboard.press('Tab')
      await expect(stop).toBeFocused()
    }
    for (const stop of stops.reverse().slice(1)) {
      await page.keyboard.press('Shift+Tab')
      await expect(stop).toBeFocused()
    }
  })

  test('another project can be opened after closing, showing its own content', async ({ page }) => {
    test.skip(projects.length < 2, 'needs two projects')
    await openPortfolio(page)
    await openByClick(page, first.title)
    await page.keyboard.press('Escape')
    await expectClosed(page, first.title)
    await openByClick(page, second.title)
    await expect(dialog(page)).toContainText(second.additionalInfo)
    await expect(dialog(page)).not.toContainText(first.additionalInfo)
  })

  const fadeDurations = (page: Page) =>
    dialog(page).evaluate((element) => [
      getComputedStyle(element).transitionDuration,
      getComputedStyle(element, '::backdrop').transitionDuration,
    ])

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' })

    test('the dialog fades in 300 ms over a 150 ms backdrop', async ({ page }) => {
      await openPortfolio(page)
      await openByClick(page, first.title)
      const [box, backdrop] = await fadeDurations(page)
      expect(box).toMatch(/^0\.3s(, 0\.3s)*$/)
      expect(backdrop).toMatch(/^0\.15s(, 0\.15s)*$/)
    })
  })

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' })

    test('the dialog and its backdrop appear without a fade', async ({ page }) => {
      await openPortfolio(page)
      await openByClick(page, first.title)
      for (const duration of await fadeDurations(page)) expect(duration).toMatch(/^0s(, 0s)*$/)
    })
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme })

      test('the open dialog has no serious or critical axe violation', async ({ page }) => {
        await openPortfolio(page)
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
        await openByClick(page, first.title)
        await expect(dialog(page)).toHaveCSS('opacity', '1')
        expect(await seriousViolations(page)).toEqual([])
      })
    })
  }
})

// The tags: each filters the grid, at a page of its own that works without JavaScript.
const tagged = (tag: string) => projects.filter((project) => project.tags.includes(tag))
const tagLinks = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: ui.portfolio.tags })
// The tags the projects use (posts may have others, on the blog's pages).
const projectTags = Object.entries(site.tags).filter(([tag]) => tagged(tag).length > 0)
// A tag that leaves out some projects, so filtering shows: the one on the fewest.
const filtering = projectTags
  .map(([tag, label]) => ({ tag, label, projects: tagged(tag) }))
  .sort((a, b) => a.projects.length - b.projects.length)[0]
const shownText = (count: number, label: string) =>
  fill(ui.portfolio.showingTag, {
    count: String(count),
    total: String(projects.length),
    tag: label,
  })
const allText = fill(ui.portfolio.showingAll, { total: String(projects.length) })

async function expectGrid(page: Page, shown: readonly Project[]) {
  await expect(projectCards(page).getByRole('heading', { level: 2 }).getByRole('link')).toHaveText(
    shown.map((project) => project.title),
  )
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test("the tags lead to their pages, each listing the tag's projects", async ({ page }) => {
    const { tag, label } = needs(filtering, 'needs a tag')
    await openPortfolio(page)
    const links = tagLinks(page).getByRole('link')
    await expect(links).toHaveText([ui.portfolio.allTags, ...projectTags.map(([, label]) => label)])
    await expect(links.first()).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('status')).toHaveText(allText)
    await links.getByText(label, { exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/portfolio/tags/${tag}$`))
    await expectGrid(page, tagged(tag))
    await expect(tagLinks(page).getByRole('link', { name: label })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.getByRole('status')).toHaveText(shownText(tagged(tag).length, label))
  })
})

test('choosing a tag filters the grid in place; Back undoes it; the count is announced', async ({
  page,
}) => {
  const { tag, label } = needs(filtering, 'needs a tag')
  await openPortfolio(page)
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const status = page.getByRole('status')
  await expect(status).toHaveText(allText)
  const chosen = tagLinks(page).getByRole('link', { name: label, exact: true })
  // Marks the link itself: a page swapped in (or loaded) in place of the grid's has a new one.
  await chosen.evaluate((link) => link.setAttribute('data-chosen', ''))
  await chosen.click()
  await expect(page).toHaveURL(new RegExp(`/portfolio/tags/${tag}$`))
  await expectGrid(page, tagged(tag))
  await expect(status).toHaveText(shownText(tagged(tag).length, label))
  await expect(page).toHaveTitle(
    fillTitle(ui.titles.tag, { tag: label, name: site.identity.fullName }),
  )
  // Focus stays on the tag chosen: the page did not change. Told apart, so that a failure says
  // which: the page was swapped, or something else took focus.
  await expect(chosen, 'the grid filtered in place').toHaveAttribute('data-chosen', '')
  await expect(chosen).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/portfolio$/)
  await expectGrid(page, projects)
  await expect(status).toHaveText(allText)
  await page.goForward()
  await expectGrid(page, tagged(tag))
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

// The grid follows its own links in place: pointing at a tag or a project fetches no page, as
// pointing at a link the page navigation follows does.
test('pointing at a tag or a project on the grid fetches no page', async ({ page }) => {
  const { label } = needs(filtering, 'needs a tag')
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') fetched.push(new URL(request.url()).pathname)
  })
  await openPortfolio(page)
  await hydrated(page)
  await tagLinks(page).getByRole('link', { name: label, exact: true }).hover()
  await projectCards(page).first().getByRole('link').first().hover()
  // Pointed at after them, the header's link to Home is fetched: the two before were passed over.
  await page.getByRole('banner').getByRole('link').first().hover()
  await expect.poll(() => fetched).toContain(BASE)
  expect(fetched.filter((path) => path.startsWith(`${BASE}portfolio`))).toEqual([])
})

test("a project's page shows its tags as links to their pages", async ({ page }) => {
  const project = needs(
    projects.find((candidate) => candidate.tags.length > 0),
    'needs a project with tags',
  )
  await page.goto(`portfolio/${project.slug}`)
  const links = tagLinks(page).getByRole('link')
  await expect(links).toHaveText(project.tags.map((tag) => site.tags[tag] ?? ''))
  for (const [i, tag] of project.tags.entries())
    await expect(links.nth(i)).toHaveAttribute('href', `${BASE}portfolio/tags/${tag}`)
  await links.first().click()
  await expect(page).toHaveURL(new RegExp(`/portfolio/tags/${project.tags[0]}$`))
  await expect(projectCards(page)).toHaveCount(tagged(project.tags[0] ?? '').length)
})

// Reached by a page swap, the grid is the published page's HTML, and its island wakes there.
test('reached in the app from another page, the grid shows every project and opens them over itself', async ({
  page,
}) => {
  needs(projects[0], 'needs a project')
  await page.goto('about')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  await openFromMenu(page, ui.nav.portfolio)
  await expect(page).toHaveURL(/\/portfolio$/)
  await expectGrid(page, projects)
  // Until the grid's island wakes, a card is a plain link: a short grid is checked before it does.
  await hydrated(page)
  await openByClick(page, second.title)
  await expect(page).toHaveURL(new RegExp(`/portfolio/${second.slug}$`))
  await page.keyboard.press('Escape')
  await expectClosed(page, second.title)
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})
