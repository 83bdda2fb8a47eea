import { networkKeys, socialNetworks } from '../../src/content-model/social-networks.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { site, ui } from './content.ts'

const configured = networkKeys.filter((network) => site.social[network])

test('the side rail links every configured network and only those, each said to open a new tab', async ({
  page,
}) => {
  test.skip(configured.length === 0, 'the owner links no network')
  await page.goto('')
  const rail = page.getByRole('complementary', { name: ui.socialLinks, exact: true })
  await expect(rail).toContainText(ui.socialCaption)
  await expect(rail.getByRole('link')).toHaveCount(configured.length)
  for (const network of configured) {
    const name = `${socialNetworks[network].label} ${ui.opensInNewTab}`
    const link = rail.getByRole('link', { name, exact: true })
    await expect(link).toHaveAttribute('href', site.social[network] ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(rail).toHaveCSS('position', 'fixed')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the links end the page in a row as tall as they are, within the frame', async ({
    page,
  }) => {
    test.skip(configured.length === 0, 'the owner links no network')
    await page.goto('')
    const rail = page.getByRole('complementary', { name: ui.socialLinks, exact: true })
    await expect(rail).toHaveCSS('position', 'static')
    const [caption, link, row, width] = await Promise.all([
      rail.getByText(ui.socialCaption, { exact: true }).boundingBox(),
      rail.getByRole('link').first().boundingBox(),
      rail.boundingBox(),
      page.evaluate(() => document.body.clientWidth),
    ])
    expect(caption?.height).toBeLessThanOrEqual(link?.height ?? 0)
    // The frame's line runs 10px inside the window's edges: the row's top line meets it there.
    expect(row?.x).toBe(10)
    expect((row?.x ?? 0) + (row?.width ?? 0)).toBe(width - 10)
  })
})

// The rail's links, each clear of the header: not one drawn under it.
async function expectClearOfHeader(page: Page) {
  const links = page.getByRole('complementary', { name: ui.socialLinks }).getByRole('link')
  const header = await page.getByRole('banner').boundingBox()
  for (const link of await links.all()) {
    expect((await link.boundingBox())?.y).toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    )
    await link.click({ trial: true, timeout: 2_000 })
  }
}

// A laptop of 1366 × 768 shows a page about 600px tall, under the browser's tabs, toolbar and
// bookmarks.
test.describe("on a laptop's short screen", () => {
  test.use({ viewport: { width: 1366, height: 600 } })

  test('the rail stands beside the page, every link clear of the header', async ({ page }) => {
    test.skip(configured.length === 0, 'the owner links no network')
    await page.goto('')
    await expect(page.getByRole('complementary', { name: ui.socialLinks })).toHaveCSS(
      'position',
      'fixed',
    )
    await expectClearOfHeader(page)
  })

  test('a rail of all eight networks keeps every link clear of the header too', async ({
    page,
  }) => {
    test.skip(configured.length === 0, 'the owner links no network')
    await page.goto('')
    // As many links as site.ts can name: the ones shown, repeated.
    await page.getByRole('complementary', { name: ui.socialLinks }).evaluate((rail, count) => {
      const list = rail.querySelector('ul')
      if (!list) return
      const shown = [...list.children]
      while (list.children.length < count)
        list.append(shown[list.children.length % shown.length]?.cloneNode(true) ?? '')
    }, networkKeys.length)
    for (const height of [600, 641, 700]) {
      await page.setViewportSize({ width: 1366, height })
      await expectClearOfHeader(page)
    }
  })
})

// A laptop's small screen zoomed to 150 %: the rail, as tall as it is, would reach under the
// header.
test.describe('on a short screen', () => {
  test.use({ viewport: { width: 910, height: 440 } })

  test('every link of the rail can be reached and clicked, none under the header', async ({
    page,
  }) => {
    test.skip(configured.length === 0, 'the owner links no network')
    await page.goto('')
    const links = page.getByRole('complementary', { name: ui.socialLinks }).getByRole('link')
    await expect(links).toHaveCount(configured.length)
    for (const link of await links.all()) await link.click({ trial: true, timeout: 2_000 })
  })

  test('the page keeps no room at its side for the rail, which ends it: it stands in the middle', async ({
    page,
  }) => {
    await page.goto('about')
    const article = await page.getByRole('main').getByRole('article').boundingBox()
    const width = await page.evaluate(() => document.body.clientWidth)
    const left = article?.x ?? 0
    expect(Math.abs(left - (width - left - (article?.width ?? 0)))).toBeLessThanOrEqual(1)
  })
})
