import { seriousViolations } from '../../scripts/check/axe.mjs'
import { LANGUAGES, site, ui } from './content.ts'
import {
  ANOTHER_PAGE,
  axeOnEach,
  drawn,
  expect,
  homeWithContactHeld,
  hydrated,
  needs,
  SAMPLE_PAGES,
  TAG_ROUTES,
  test,
} from './fixtures.ts'

test.use({ colorScheme: 'light' })

// One page of each kind in each language: pages of a kind share their markup and styles.
for (const { code } of LANGUAGES) {
  const paths = SAMPLE_PAGES.filter((route) => route.language.code === code).map(
    (route) => route.path,
  )
  test(`a page of each kind in ${code} has no serious or critical axe violation, in either theme`, async ({
    page,
  }) => {
    expect(await axeOnEach(page, paths)).toEqual({})
  })

  // A phone lays the same markup out anew: a box may scroll there, a target shrink. The colours
  // are the desktop's, checked above in both themes.
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test(`a page of each kind in ${code} has no serious or critical axe violation`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + paths.length * 2_000)
      const found: Record<string, unknown> = {}
      for (const path of paths) {
        await page.goto(path)
        const violations = await seriousViolations(page)
        if (violations.length > 0)
          found[`/${path}`] = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)
      }
      expect(found).toEqual({})
    })
  })
}

// The open menu: the theme toggle would close it, so each theme has a load of its own.
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme })

    test('the open menu has no serious or critical axe violation', async ({ page }) => {
      await page.goto('')
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme)
      await page.getByRole('button', { name: ui.menu, exact: true }).click()
      await expect(page.getByRole('navigation', { name: ui.mainNavigation })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}

// Windows' contrast themes draw no backgrounds and only the system's colours: what a colour or a
// background marked has to be marked the system's way.
test.describe("with the system's colours (forced colors)", () => {
  test.use({ forcedColors: 'active', colorScheme: 'dark', viewport: { width: 390, height: 844 } })

  test('the current page in the menu and the current tag stand out from the others', async ({
    page,
  }) => {
    await page.goto(ANOTHER_PAGE.path)
    await page.getByRole('button', { name: ui.menu, exact: true }).click()
    const menu = page.getByRole('navigation', { name: ui.mainNavigation })
    const [here, elsewhere] = await Promise.all([
      drawn(menu.locator('a[aria-current="page"]')),
      drawn(menu.getByRole('listitem').locator('a:not([aria-current])').first()),
    ])
    expect(here.at(1, 1)).not.toBe(elsewhere.at(1, 1))
    await page.keyboard.press('Escape')
    needs(TAG_ROUTES[0], 'a project with a tag, for the filter')
    const tags = page.getByRole('main').getByRole('navigation')
    const [current, other] = await Promise.all([
      drawn(tags.locator('a[aria-current="page"]')),
      drawn(tags.locator('a:not([aria-current])').first()),
    ])
    // Inside the border, before the label.
    expect(current.at(8, current.height / 2)).not.toBe(other.at(8, other.height / 2))
  })

  test('the topic a search looks for stands out from the others', async ({ page }) => {
    needs(ui.search.topics, 'search offers tags when its words name them')
    await page.goto('search')
    await hydrated(page)
    const topics = page.getByRole('main').getByRole('listitem').getByRole('button')
    needs((await topics.count()) > 1 || undefined, 'two tags, to compare')
    await topics.first().click()
    await expect(topics.first()).toHaveAttribute('aria-current', 'true')
    const [current, other] = await Promise.all([drawn(topics.first()), drawn(topics.nth(1))])
    // Inside the border, before the label.
    expect(current.at(8, current.height / 2)).not.toBe(other.at(8, other.height / 2))
  })

  test('the menu button shows on a phone, and the send button has its edge', async ({ page }) => {
    await page.goto('contact')
    await hydrated(page)
    const menuButton = await drawn(page.getByRole('button', { name: ui.menu, exact: true }))
    expect(menuButton.coloursWithin(4), 'colours inside the menu button').toBeGreaterThan(1)
    const send = await drawn(page.getByRole('button', { name: ui.contact.send, exact: true }))
    expect(send.at(0, send.height / 2)).not.toBe(send.at(4, 4))
  })

  test('a field in focus is outlined, as a button or a link is', async ({ page }) => {
    await page.goto('contact')
    const field = page.getByLabel(ui.contact.name, { exact: true })
    const box = needs((await field.boundingBox()) ?? undefined, 'the contact form')
    // The pixel just left of the field's edge, halfway down.
    const beside = async () =>
      (await drawn(page.locator('body'))).at(box.x - 1, box.y + box.height / 2)
    const before = await beside()
    await field.focus()
    expect(await beside()).not.toBe(before)
  })

  test('a page slow to come shows its line along the top', async ({ page }) => {
    const { release, goToContact, loadingLine: line } = await homeWithContactHeld(page)
    await goToContact()
    await expect(line).toBeVisible()
    const [shown, header] = await Promise.all([drawn(line), drawn(page.getByRole('banner'))])
    // The header runs under the line: its own colour shows below it, at its edge.
    expect(shown.at(8, 1)).not.toBe(header.at(8, header.height / 2))
    release()
  })

  test('the words a search found show in its excerpts', async ({ page }) => {
    const [word = ''] = site.identity.fullName.split(' ')
    await page.goto(`search?q=${encodeURIComponent(word)}`)
    const found = page.getByRole('main').getByRole('listitem').locator('mark').first()
    await expect(found).toBeVisible()
    expect((await drawn(found)).coloursWithin(0), 'colours of a found word').toBeGreaterThan(1)
  })
})
