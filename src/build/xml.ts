const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

// For text put into hand-written XML and SVG (sitemap, share image); React escapes everything else.
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c)
