// First-load sizes of a built page: what a visitor downloads before the page is usable.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

export const BUDGET = { js: 85 * 1024, css: 12 * 1024 }

/** The HTML file of a route in the built folder: '' → index.html, 'about' → about/index.html. */
export const pageOf = (route) => (route ? `${route}/index.html` : 'index.html')

/** @param {string} client the built folder; @param {string} page an HTML file inside it */
export async function firstLoadSizes(client, page = 'index.html') {
  const html = await readFile(`${client}/${page}`, 'utf8')
  // Stylesheet links, plus the app bundle that the inline loader imports once the page has painted.
  const urls = [...html.matchAll(/(?:href="|import\(')[^"']*?\/(assets\/[^"']+\.(?:js|css))["']/g)]
  const files = [...new Set(urls.map((match) => match[1]))]
  const sizes = { js: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 } }
  for (const file of files) {
    const body = await readFile(`${client}/${file}`)
    const kind = file.endsWith('.css') ? sizes.css : sizes.js
    kind.raw += body.length
    kind.gzip += gzipSync(body, { level: 9 }).length
  }
  return { files, ...sizes }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** @param {string} client */
export async function printSizes(client) {
  const { js, css } = await firstLoadSizes(client)
  console.log('first load of Home (raw / gzip / gzip budget):')
  console.log(`  JavaScript ${kb(js.raw)} / ${kb(js.gzip)} / ${kb(BUDGET.js)}`)
  console.log(`  CSS        ${kb(css.raw)} / ${kb(css.gzip)} / ${kb(BUDGET.css)}`)
}
