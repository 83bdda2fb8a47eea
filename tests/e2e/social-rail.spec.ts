import { networkKeys, socialNetworks } from '../../src/content-model/social-networks.ts'
import { expect, test } from './fixtures.ts'
import { site, ui } from './content.ts'

const configured = networkKeys.filter((network) => site.social[network])

test('the side rail links every configured network and only those', async ({ page }) => {
  test.skip(configured.length === 0, 'the owner links no network')
  await page.goto('')
  const rail = page.getByRole('complementary', { name: ui.socialLinks, exact: true })
  await expect(rail).toContainText(ui.socialCaption)
  await expect(rail.getByRole('link')).toHaveCount(configured.length)
  for (const network of configured) {
    const link = rail.getByRole('link', { name: socialNetworks[network].label, exact: true })
    await expect(link).toHaveAttribute('href', site.social[network] ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(rail).toHaveCSS('position', 'fixed')
})
