// Build step (scripts/build.mjs): renders every route of one language's server bundle into
// <site>/<language folder>/<route>/index.html, then writes the web manifest, share images and
// résumé files beside them; the default language also writes the sitemap, robots.txt and icons.
import { cp, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { withLanguageNotFound } from './language-not-found.mjs'
import { printSizes } from './sizes.mjs'

// The JavaScript files a chunk needs before it runs: itself and its static imports, in order.
const filesOf = (manifest, key, seen = new Set()) => {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [...(chunk.imports ?? []).flatMap((dep) => filesOf(manifest, dep, seen)), chunk.file]
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

/** One language's build (<build>/client and <build>/server) into the published folder `site`. */
export async function prerender(build, site) {
  const manifest = JSON.parse(await readFile(`${build}/client/.vite/manifest.json`, 'utf8'))
  // Every language's files go into one assets/ folder: files alike in two languages are one.
  await cp(`${build}/client`, site, {
    recursive: true,
    filter: (file) => !/[\\/](index\.html|\.vite)$/.test(file),
  })
  // The pictures in posts' bodies, which only the server renders.
  await cp(`${build}/server/assets`, `${site}/assets`, {
    recursive: true,
    filter: (file) => !/\.(js|css)$/.test(file),
  }).catch((error) => {
    if (error.code !== 'ENOENT') throw error
  })
  const built = await readFile(`${build}/client/index.html`, 'utf8')
  const entryScript = /<script type="module" crossorigin src="([^"]*?)(assets\/[^"]+)"><\/script>/
  const [, base, entryFile] = built.match(entryScript) ?? []
  const entryKey = Object.keys(manifest).find((key) => manifest[key].file === entryFile)
  const server = pathToFileURL(resolve(build, 'server/entry-server.js')).href
  // Importing the server bundle validates the content: report a bad field plainly.
  const {
    routes,
    render,
    publishFiles,
    resumeFiles,
    languageFolder,
    otherLanguageRoots,
    NOT_FOUND_PATH,
    analyticsHead,
    inlineScriptHashes,
  } = await import(server).catch((error) => {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  })
  // The analytics provider's tags, when site.ts chooses one, go on every page like the loader.
  const template = built
    .replace(entryScript, `<script data-entry="${base + entryFile}">${LOADER}</script>`)
    .replace('</head>', `${analyticsHead}</head>`)
  const client = `${site}/${languageFolder}`.replace(/\/$/, '')

  // The CSP allows inline scripts by hash, taken from the page's template so it can never go stale.
  const pageHtml = async (path, shell = template) => {
    const { html, head, page } = await render(path, { scriptHashes: inlineScriptHashes(shell) })
    const modules = [
      ...new Set([...filesOf(manifest, entryKey), ...filesOf(manifest, `src/pages/${page}.tsx`)]),
    ]
    const preloads = modules
      .map((file) => `<link rel="modulepreload" href="${base + file}" fetchpriority="low">`)
      .join('')
    return shell
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
  // Unknown paths get 404.html: the home screen, rendered through the app's fallback route. The
  // host serves the root's for every folder: the default language's, which shows another
  // language's own when the path lies in its folder (scripts/language-not-found.mjs).
  const notFound =
    languageFolder === '' ? withLanguageNotFound(template, otherLanguageRoots) : template
  await writeFile(`${client}/404.html`, await pageHtml(NOT_FOUND_PATH, notFound))

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
  console.log(`prerendered ${routes.length} routes and ${images.length} images into ${client}`)
  await printSizes(
    site,
    routes.map(({ path }) => ({ path: `/${languageFolder}${path.slice(1)}` })),
  )
}
