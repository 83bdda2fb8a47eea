import { ui } from './content.ts'
import { ANOTHER_PAGE, expect, homeWithContactHeld, openFromMenu, test } from './fixtures.ts'

// Motion is what this file tests (the other tests ask for none: playwright.config.ts).
test.use({ reducedMotion: 'no-preference' })

// Records each view transition's animations once they are ready to run.
const recordFades = () => {
  const fades: { pseudo: string | null; duration: unknown }[][] = []
  Object.assign(window, { fades })
  const start = document.startViewTransition.bind(document)
  document.startViewTransition = (update) => {
    const transition = start(update)
    transition.ready.then(() =>
      fades.push(
        document.getAnimations().map((animation) => ({
          pseudo: (animation.effect as KeyframeEffect).pseudoElement,
          duration: animation.effect?.getTiming().duration,
        })),
      ),
    )
    return transition
  }
}

const goToAnotherPage = async (page: import('@playwright/test').Page) => {
  await openFromMenu(page, ANOTHER_PAGE.nav)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ANOTHER_PAGE.heading)
}

test('changing page fades the old page out and the new one in, 400 ms each', async ({ page }) => {
  await page.addInitScript(recordFades)
  await page.goto('about')
  await goToAnotherPage(page)
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { fades: unknown[] }).fades))
    .toEqual([
      expect.arrayContaining([
        { pseudo: '::view-transition-old(page)', duration: 400 },
        { pseudo: '::view-transition-new(page)', duration: 400 },
      ]),
    ])
})

test('while a page slow to come is on its way, the old one stays live and shows the line', async ({
  page,
}) => {
  const { release, goToContact, loadingLine } = await homeWithContactHeld(page)
  await goToContact()
  await expect(loadingLine).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
})

// The focus goes to the new page as it comes in, not once it has faded in: a field the visitor
// reaches meanwhile keeps the focus, and what they type.
test('a field focused while the new page fades in keeps the focus and what is typed', async ({
  page,
}) => {
  // A slower fade in, for time to act while it runs.
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    const slow = '::view-transition-new(page) { animation-duration: 3s !important }'
    await route.fulfill({ response, body: `${await response.text()}\n${slow}` })
  })
  const { release, goToContact } = await homeWithContactHeld(page)
  await goToContact()
  release()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  const name = page.getByRole('textbox', { name: ui.contact.name })
  await name.focus()
  await page.keyboard.type('Jane Employer')
  // The fade ends, and the page change with it.
  await page.evaluate(() => {
    for (const animation of document.getAnimations())
      if ((animation.effect as KeyframeEffect).pseudoElement?.startsWith('::view-transition'))
        animation.finish()
  })
  await expect(page.locator('html')).not.toHaveAttribute('aria-busy')
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('Jane Employer')
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('pages change without a fade', async ({ page }) => {
    await page.addInitScript(recordFades)
    await page.goto('about')
    await goToAnotherPage(page)
    expect(await page.evaluate(() => (window as unknown as { fades: unknown[] }).fades)).toEqual([])
  })
})
