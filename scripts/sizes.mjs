// What a built page costs a visitor, gzip: its JavaScript before the page's load event, and once
// every island on it is awake; and the one stylesheet every page shares.
import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'

// A page without islands runs the frame's script and the page navigation, and nothing else: at
// most `page` in all. A page with islands has the same before its load event, and `awake` once
// each island has loaded its code, and React where React hydrates it. The navigation and the
// trailing cursor load after that (src/browser/entry.ts): the table also gives the page's
// JavaScript in all.
export const BUDGET = { page: 16 * 1024, awake: 75 * 1024, css: 12 * 1024 }

const ENTRY = 'src/browser/entry.ts'
// React, for the islands it hydrates (data-hydrate); an island that wakes without it loads its file.
const WHEN_AWAKE = 'src/browser/hydrate.tsx'
// What the entry loads only on a page that shows it, by the attribute that marks its place: a
// post's contents, its code blocks' copy buttons, and its comments when site.ts turns them on.
const WHERE_SHOWN = {
  'src/browser/contents.ts': 'data-contents',
  'src/browser/copy-code.ts': 'data-copy-code',
  'src/browser/comments.ts': 'data-comments',
}

/** The scripts of WHERE_SHOWN that a page loads, by the attributes in its HTML. */
export const partsShown = (html) =>
  Object.keys(WHERE_SHOWN).filter((key) => new RegExp(`\\s${WHERE_SHOWN[key]}[\\s=>]`).test(html))

// The files a chunk needs before it runs: itself and its static imports, in order.
const filesOf = (manifest, key, seen = new Set()) => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [...(chunk.imports ?? []).flatMap((dep) => filesOf(manifest, dep, seen)), chunk.file]
}
const filesOfAll = (manifest, keys) => [...new Set(keys.flatMap((key) => filesOf(manifest, key)))]

/**
 * A page's JavaScript, from the browser build's manifest and the page's HTML: the entry before
 * load; after it, what the entry always loads later (the navigation, the trailing cursor), what
 * it loads for the page's contents or comments, and each island on the page, with React where it
 * hydrates one.
 */
export function scriptsOfPage(manifest, html) {
  const tags = [...html.matchAll(/<div data-island="([^"]+)"[^>]*>/g)]
  const islands = [...new Set(tags.map(([, name]) => name))]
  const later = (manifest[ENTRY]?.dynamicImports ?? []).filter(
    (key) => key !== WHEN_AWAKE && !key.startsWith('src/islands/') && !(key in WHERE_SHOWN),
  )
  // An island React hydrates loads its component; any other, the module that wakes it.
  const hydrated = (tag) => /\sdata-hydrate[\s=>]/.test(tag)
  const awake = [
    ...(tags.some(([tag]) => hydrated(tag)) ? [WHEN_AWAKE] : []),
    ...tags.map(([tag, name]) => `src/islands/${name}${hydrated(tag) ? '.tsx' : '.awaken.ts'}`),
  ]
  return {
    islands,
    beforeLoad: filesOfAll(manifest, [ENTRY]),
    awake: filesOfAll(manifest, [ENTRY, ...awake]),
    all: filesOfAll(manifest, [ENTRY, ...awake, ...later, ...partsShown(html)]),
  }
}

const gzipOf = async (client, files) => {
  let bytes = 0
  for (const file of files)
    bytes += gzipSync(await readFile(`${client}/${file}`), { level: 9 }).length
  return bytes
}

/** The built page of a route: '' → index.html, 'about' → about/index.html. */
export const pageOf = (route) => {
  const path = route.replace(/^\/+|\/+$/g, '')
  return path ? `${path}/index.html` : 'index.html'
}

/**
 * A page's sizes, gzip, and whether they keep to the budget.
 * @param {string} client the built folder
 * @param {{ islands: string[], beforeLoad: string[], awake: string[], all: string[] }} scripts
 * @param {string} page its HTML file in the folder
 */
export async function pageSizes(client, scripts, page) {
  const html = await readFile(`${client}/${page}`, 'utf8')
  const [, stylesheet = ''] =
    /<link rel="stylesheet"[^>]*? href="[^"]*?(assets\/[^"]+)"/.exec(html) ?? []
  const beforeLoad = await gzipOf(client, scripts.beforeLoad)
  const awake = await gzipOf(client, scripts.awake)
  const all = await gzipOf(client, scripts.all)
  const css = await gzipOf(client, [stylesheet])
  const withIslands = scripts.islands.length > 0
  const within = withIslands
    ? beforeLoad <= BUDGET.page && awake <= BUDGET.awake && css <= BUDGET.css
    : all <= BUDGET.page && css <= BUDGET.css
  return { islands: scripts.islands, beforeLoad, awake, all, css, within }
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** Prints every page's sizes against the budgets. @param {Record<string, object>} scriptsByRoute */
export async function printSizes(client, scriptsByRoute) {
  console.log(
    `JavaScript per page, gzip: ${kb(BUDGET.page)} in all without islands; with islands ${kb(BUDGET.page)} before load and ${kb(BUDGET.awake)} awake. CSS ${kb(BUDGET.css)}.`,
  )
  for (const [route, scripts] of Object.entries(scriptsByRoute)) {
    const { islands, beforeLoad, awake, all, css, within } = await pageSizes(
      client,
      scripts,
      pageOf(route),
    )
    const awoken = islands.length > 0 ? kb(awake) : '-'
    console.log(
      `  /${route.padEnd(38)} before load ${kb(beforeLoad).padStart(7)}  islands awake ${awoken.padStart(7)}  in all ${kb(all).padStart(7)}  CSS ${kb(css).padStart(6)}  ${islands.join(', ')}${within ? '' : '  OVER BUDGET'}`,
    )
  }
}
