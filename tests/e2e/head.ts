import type { Locator, Page } from '@playwright/test'
import { site } from './content.ts'
import { expect, SITE_URL } from './fixtures.ts'

const { fullName, tagline } = site.identity
const shareImage = `${SITE_URL}share.jpg`
const imageAlt = `${fullName}: ${tagline}`

export const meta = (page: Page, key: string): Locator =>
  page.locator(`meta[name="${key}"], meta[property="${key}"]`)

type Route = { title: string; description: string }
type Share = { image: string; alt: string }
type Article = { published: string; modified?: string }

export async function expectHead(
  page: Page,
  route: Route,
  canonical: string,
  share: Share = { image: shareImage, alt: imageAlt },
  article?: Article,
) {
  await expect(page).toHaveTitle(route.title)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
  const expected: Record<string, string> = {
    description: route.description,
    'og:type': article ? 'article' : 'website',
    ...(article && { 'article:published_time': article.published }),
    'og:site_name': fullName,
    'og:title': route.title,
    'og:description': route.description,
    'og:url': canonical,
    'og:image': share.image,
    'og:image:width': '1200',
    'og:image:height': '630',
    'og:image:alt': share.alt,
    'twitter:card': 'summary_large_image',
    'twitter:title': route.title,
    'twitter:description': route.description,
    'twitter:image': share.image,
    'twitter:image:alt': share.alt,
  }
  for (const [key, content] of Object.entries(expected)) {
    await expect(meta(page, key), key).toHaveAttribute('content', content)
  }
  const modified = meta(page, 'article:modified_time')
  if (article?.modified) await expect(modified).toHaveAttribute('content', article.modified)
  else await expect(modified).toHaveCount(0)
}
