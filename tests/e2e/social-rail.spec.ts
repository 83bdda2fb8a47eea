import { expect, test } from './fixtures.ts'
import { site } from './content.ts'

const LABELS = {
  twitter: 'Twitter',
  github: 'GitHub',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  twitch: 'Twitch',
} as const

test('the side rail links every configured network and only those', async ({ page }) => {
  await page.goto('')
  const rail = page.getByRole('complementary', { name: 'Social links' })
  await expect(rail).toContainText('See my work')
  const configured = (Object.keys(LABELS) as (keyof typeof LABELS)[]).filter((n) => site.social[n])
  await expect(rail.getByRole('link')).toHaveCount(configured.length)
  for (const network of configured) {
    const link = rail.getByRole('link', { name: LABELS[network] })
    await expect(link).toHaveAttribute('href', site.social[network] ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  await expect(rail).toHaveCSS('position', 'fixed')
})
