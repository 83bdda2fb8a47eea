// Build step: renders every route of the server bundle into <dist>/client/<route>/index.html,
// then writes the sitemap, robots.txt, web manifest, share image and icons beside them.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { printSizes } from './sizes.mjs'

// DIST_DIR lets a test build a second copy (for example with BASE_PATH=/) without touching dist/.
const dist = process.env.DIST_DIR ?? 'dist'
const client = `${dist}/client`
// The prerendered page is complete HTML, so the app bundle waits until the page has loaded and
// painted: text, styles and the priority image get the connection to themselves, then React
// hydrates. An inline loader (allowed by its hash below), because a module script in the page
// would be fetched at once.
const loader = (src) => `<script>
      addEventListener('load', function () {
        var start = function () { setTimeout(function () { import('${src}') }) }
        if (!(PerformanceObserver.supportedEntryTypes || []).includes('paint')) return start()
        new PerformanceObserver(function (_, observer) { observer.disconnect(); start() })
          .observe({ type: 'paint', buffered: true })
      })
    </script>`
const template = (await readFile(`${client}/index.html`, 'utf8')).replace(
  /<script type="module" crossorigin src="([^"]+)"><\/script>/,
  (_, src) => loader(src),
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
const scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
  ([, code]) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
)

const page = (path) => {
  const { html, head } = render(path, { scriptHashes })
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
}

for (const { path } of routes) {
  const name = path === '/' ? '' : path
  const html = page(path)
  // Both /about/ (folder index) and /about (about.html) answer on GitHub Pages without a redirect.
  await mkdir(dirname(`${client}${name}/index.html`), { recursive: true })
  await writeFile(`${client}${name}/index.html`, html)
  if (name) await writeFile(`${client}${name}.html`, html)
}
// Unknown paths get 404.html: the home screen, rendered through the app's fallback route.
await writeFile(`${client}/404.html`, page(NOT_FOUND_PATH))

const { text, images } = publishFiles()
for (const [file, body] of Object.entries({ ...text, ...(await resumeFiles()) }))
  await writeFile(`${client}/${file}`, body)
for (const { file, width, height, svg, background } of images) {
  const source = Buffer.from(svg)
  // Rasterise the SVG at the target size (sharp's default 72 dpi would upscale a 32px favicon).
  const { width: drawn = width } = await sharp(source).metadata()
  const image = sharp(source, { density: (72 * width) / drawn }).resize(width, height)
  if (background) image.flatten({ background })
  await image.png({ compressionLevel: 9 }).toFile(`${client}/${file}`)
}
await rm(`${dist}/server`, { recursive: true })

console.log(
  `prerendered ${routes.length} routes, 404.html and ${images.length} images into ${client}`,
)
await printSizes(client)
