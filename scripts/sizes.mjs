// First-load sizes of a built page: what a visitor downloads before the page is in the app's hands.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

// Per route, gzip: the JavaScript before hydration (React and wouter alone are about 70 KB; the
// app, its languages' links and a page's words add 2 to 5) and the one stylesheet every page shares.
export const BUDGET = { js: 75 * 1024, css: 12 * 1024 }

/** The HTML file of a route in the built folder: '' or '/' → index.html, 'about' → about/index.html. */
export const pageOf = (route) => {
  const path = route.replace(/^\/+|\/+$/g, '')
  return path ? `${path}/index.html` : 'index.html'
}

/** @param {string} client the built folder; @param {string} page an HTML file inside it */
export async function firstLoadSizes(client, page = 'index.html') {
  const html = await readFile(`${client}/${page}`, 'utf8')
  // Stylesheet links, plus the modules the app needs to hydrate (preloaded by the page).
  const links = html.matchAll(/<link rel="(?:stylesheet|modulepreload)"[^>]*?href="([^"]+)"/g)
  const urls = [...links].map((match) => match[1])
  const files = [...new Set(urls.map((url) => url.slice(url.indexOf('assets/'))))]
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

/** Prints every route's first load against the budgets. @param {{ path: string }[]} routes */
export async function printSizes(client, routes) {
  console.log(
    `first load per route, gzip (budget: JavaScript ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}):`,
  )
  for (const { path } of routes) {
    const { js, css } = await firstLoadSizes(client, pageOf(path))
    const over = js.gzip > BUDGET.js || css.gzip > BUDGET.css ? '  OVER BUDGET' : ''
    console.log(
      `  ${path.padEnd(40)} JavaScript ${kb(js.gzip).padStart(8)}   CSS ${kb(css.gzip).padStart(7)}${over}`,
    )
  }
}
