import { alternatesOf } from '../document/head.ts'
import { escapeXml } from './xml.ts'

export const SITEMAP_FILE = 'sitemap.xml'

/** A page's address in one language; a post's with the day it last changed (YYYY-MM-DD). */
type Translation = { code: string; url: string; modified?: string }

/**
 * One <url> per page and language. `pages` holds each page's addresses in the languages that have
 * it, the default first; with more than one, every entry lists them all as alternates.
 */
export function sitemapXml(pages: readonly (readonly Translation[])[]) {
  const alternates = (translations: readonly Translation[]) =>
    alternatesOf(translations).map(({ hreflang, href }) => link(hreflang, href))
  const entries = pages.flatMap((translations) =>
    translations.map(({ url, modified }) =>
      [
        `  <url>`,
        `    <loc>${escapeXml(url)}</loc>`,
        ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
        ...alternates(translations),
        `  </url>`,
      ].join('\n'),
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
