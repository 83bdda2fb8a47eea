import { escapeXml } from './xml.ts'

export const SITEMAP_FILE = 'sitemap.xml'

/**
 * One <url> per page and language. `pages` holds each page's addresses in the order of `languages`
 * (the default first); with more than one language, every entry lists them all as alternates.
 */
export function sitemapXml(pages: readonly (readonly string[])[], languages: readonly string[]) {
  const alternates = (urls: readonly string[]) =>
    languages.length < 2
      ? []
      : [...urls.map((url, i) => link(languages[i] ?? '', url)), link('x-default', urls[0] ?? '')]
  const entries = pages.flatMap((urls) =>
    urls.map((url) =>
      [`  <url>`, `    <loc>${escapeXml(url)}</loc>`, ...alternates(urls), `  </url>`].join('\n'),
    ),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

const link = (hreflang: string, url: string) =>
  `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(url)}"/>`

export const robotsTxt = (sitemapUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
