import { escapeXml } from './xml.ts'

type FeedItem = {
  title: string
  url: string
  description: string
  date: string
  /** The post whole, as HTML, for readers that show it in place. */
  content: string
}

type FeedInput = {
  title: string
  description: string
  /** The blog's address, and the feed's own. */
  url: string
  self: string
  language: string
  items: readonly FeedItem[]
}

// RFC 822, as RSS 2.0 dates its items: 'Fri, 31 May 2024 00:00:00 GMT'.
const rssDate = (date: string) => new Date(date).toUTCString()

/** A language's posts as an RSS 2.0 feed, newest first as given. */
export function rssXml({ title, description, url, self, language, items }: FeedInput): string {
  const item = ({ title, url, description, date, content }: FeedItem) =>
    [
      '    <item>',
      `      <title>${escapeXml(title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rssDate(date)}</pubDate>`,
      `      <description>${escapeXml(description)}</description>`,
      `      <content:encoded>${escapeXml(content)}</content:encoded>`,
      '    </item>',
    ].join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(url)}</link>`,
    `    <description>${escapeXml(description)}</description>`,
    `    <language>${escapeXml(language)}</language>`,
    `    <atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${rssDate(items[0].date)}</lastBuildDate>`] : []),
    ...items.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}
