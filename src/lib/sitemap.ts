import { escapeXml } from './xml.ts'

export const SITEMAP_FILE = 'sitemap.xml'

export const sitemapXml = (urls: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')

export const robotsTxt = (sitemapUrl: string) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`
