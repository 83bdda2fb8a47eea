// Build step: renders every route of the server bundle into <dist>/client/<route>/index.html,
// then writes the sitemap, robots.txt, web manifest, share images and icons beside them.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { warnAboutExampleContent } from './doctor.mjs'
import { printSizes } from './sizes.mjs'

// DIST_DIR lets a test build a second copy (for example with BASE_PATH=/) without touching dist/.
const dist = process.env.DIST_DIR ?? 'dist'
const client = `${dist}/client`
const manifest = JSON.parse(await readFile(`${client}/.vite/manifest.json`, 'utf8'))
await rm(`${client}/.vite`, { recursive: true })

// The JavaScript files a chunk needs before it runs: itself and its static imports, in order.
const filesOf = (key, seen = new Set()) => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [...(chunk.imports ?? []).flatMap((dep) => filesOf(dep, seen)), chunk.file]
}

// The prerendered page is complete HTML, and the app only has to take it over. Its files are
// fetched from the start, at low priority and listed after the content (modulepreload links at
// the end of <body>), so the styles and the priority image go first; on a slow phone they have
// mostly arrived by the first paint. The inline loader (allowed by its hash below) runs them once
// the page has painted, or at the first sign of a visitor (a key, a pointer, focus) if sooner.
const LOADER = `(function (entry) {
        var started = false
        var start = function () {
          if (started) return
          started = true
          import(entry)
        }
        ;['pointerdown', 'keydown', 'focusin', 'touchstart'].forEach(function (type) {
          addEventListener(type, start, { capture: true, once: true, passive: true })
        })
        if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start()
        new PerformanceObserver(function (_, observer) {
          observer.disconnect()
          start()
        }).observe({ type: 'paint', buffered: true })
      })(document.currentScript.dataset.entry)`
const built = await readFile(`${client}/index.html`, 'utf8')
const entryScript = /<script type="module" crossorigin src="([^"]*?)(assets\/[^"]+)"><\/script>/
const [, base, entryFile] = built.match(entryScript) ?? []
const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entryFile)
const template = built.replace(
  entryScript,
  `<script data-entry="${base + entryFile}">${LOADER}</script>`,
)
const server = pathToFileURL(resolve(dist, 'server/entry-server.js')).href
// Importing the server bundle validates src/content/site.ts: report a bad field plainly.
const { routes, render, publishFiles, resumeFiles, NOT_FOUND_PATH } = await import(server).catch(
  (error) => {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  },
)

// The CSP allows inline scripts by hash, taken from the built template so it can never go stale.
const scriptHashes = [...template.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(
  ([, code]) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
)

const pageHtml = async (path) => {
  const { html, head, page } = await render(path, { scriptHashes })
  const modules = [...new Set([...filesOf(entryKey), ...filesOf(`src/routes/${page}.tsx`)])]
  const preloads = modules
    .map((file) => `<link rel="modulepreload" href="${base + file}" fetchpriority="low">`)
    .join('')
  return template
    .replace('<!--app-head-->', head)
    .replace('<!--app-html-->', html)
    .replace('</body>', `${preloads}</body>`)
}

for (const { path } of routes) {
  const name = path === '/' ? '' : path
  const html = await pageHtml(path)
  // Both /about/ (folder index) and /about (about.html) answer on GitHub Pages without a redirect.
  await mkdir(`${client}${name}`, { recursive: true })
  await writeFile(`${client}${name}/index.html`, html)
  if (name) await writeFile(`${client}${name}.html`, html)
}
// Unknown paths get 404.html: the home screen, rendered through the app's fallback route.
await writeFile(`${client}/404.html`, await pageHtml(NOT_FOUND_PATH))

const { text, images } = publishFiles()
for (const [file, body] of Object.entries({ ...text, ...(await resumeFiles()) }))
  await writeFile(`${client}/${file}`, body)
for (const { file, width, height, svg, background } of images) {
  const source = Buffer.from(svg)
  // Rasterise the SVG at the target size (sharp's default 72 dpi would upscale a 32px favicon).
  const { width: drawn = width } = await sharp(source).metadata()
  const image = sharp(source, { density: (72 * width) / drawn }).resize(width, height)
  if (background) image.flatten({ background })
  await mkdir(dirname(`${client}/${file}`), { recursive: true })
  await image.png({ compressionLevel: 9 }).toFile(`${client}/${file}`)
}
await rm(`${dist}/server`, { recursive: true })

console.log(
  `prerendered ${routes.length} routes, 404.html and ${images.length} images into ${client}`,
)
await printSizes(client, routes)
await warnAboutExampleContent()
