import { ui } from './content.ts'
import { ANOTHER_PAGE, expect, test } from './fixtures.ts'

const theme = (page: import('@playwright/test').Page) => page.locator('html')

test.describe('with a dark system setting', () => {
  test.use({ colorScheme: 'dark' })

  test('the theme follows the system when nothing is stored', async ({ page }) => {
    await page.goto('')
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('button', { name: ui.darkTheme, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('the toggle switches, stores the choice and it survives a reload and navigation', async ({
    page,
  }) => {
    await page.goto('about')
    const toggle = page.getByRole('button', { name: ui.darkTheme, exact: true })
    const background = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
    const darkBackground = await background()
    await toggle.click()
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    expect(await background()).not.toBe(darkBackground)
    await page.reload()
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await page.goto('contact')
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await page.getByRole('button', { name: ui.darkTheme, exact: true }).click()
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  })

  test('a stored theme that differs from the system is in place before anything is painted', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light')
      // Record the theme at the moment <body> is parsed: before any content can paint.
      new MutationObserver((_, observer) => {
        if (!document.body) return
        sessionStorage.setItem('themeAtBody', document.documentElement.dataset.theme ?? 'none')
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(ANOTHER_PAGE.path)
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate(() => sessionStorage.getItem('themeAtBody'))).toBe('light')
  })
})

test.describe('with a light system setting', () => {
  test.use({ colorScheme: 'light' })

  test('the theme follows the system when nothing is stored', async ({ page }) => {
    await page.goto('')
    await expect(theme(page)).toHaveAttribute('data-theme', 'light')
    await expect(page.getByRole('button', { name: ui.darkTheme, exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('no theme toggle is offered: nothing could switch the theme', async ({ page }) => {
    await page.goto('about')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: ui.darkTheme, exact: true })).toBeHidden()
  })

  test('the theme follows the system, as it does with JavaScript', async ({ browser }) => {
    const backgroundIn = async (colorScheme: 'dark' | 'light', javaScriptEnabled: boolean) => {
      const page = await browser.newPage({ colorScheme, javaScriptEnabled })
      await page.goto('about')
      const background = await page.locator('body').evaluate((body) => {
        const { color } = getComputedStyle(body)
        return `${getComputedStyle(document.documentElement).backgroundColor} behind ${color}`
      })
      await page.close()
      return background
    }
    for (const colorScheme of ['dark', 'light'] as const)
      expect(await backgroundIn(colorScheme, false), colorScheme).toBe(
        await backgroundIn(colorScheme, true),
      )
  })
})

// A touch screen has no pointer resting on anything: a hover look would stay on what was tapped.
test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('a tapped button keeps no hover look', async ({ page }) => {
    await page.goto('about')
    const toggle = page.getByRole('button', { name: ui.darkTheme, exact: true })
    const background = () => toggle.evaluate((button) => getComputedStyle(button).backgroundColor)
    const [untouched, before] = [await background(), await theme(page).getAttribute('data-theme')]
    await toggle.tap()
    await expect(theme(page)).not.toHaveAttribute('data-theme', before ?? '')
    expect(await background()).toBe(untouched)
  })
})
