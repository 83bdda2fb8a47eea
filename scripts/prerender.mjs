// Build step (scripts/build.mjs): renders every route of one language's server bundle into
// <site>/<language folder>/<route>/index.html, then writes the web manifest, share images and
// résumé files beside them; the default language also writes the sitemap, robots.txt and icons.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { withLanguageNotFound } from './language-not-found.mjs'
import { scriptsOfPage } from './sizes.mjs'

// The page's one script (src/browser/entry.ts) has nothing to do before there is a page to use:
// the inline loader (allowed by its hash, lib/csp.ts) starts it once the page has painted its first
// text or picture (a first paint of the background alone, while a font is still on its way, is not
// enough), or at the first sign of a visitor (a key, a pointer, focus) if sooner, so that on a slow
// link its request never shares the way with the stylesheet, the fonts and the first paint.
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
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return
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
  // The server renders every component, so its stylesheet is the whole site's; and the pictures
  // only it renders, those of the content.
  await cp(`${build}/server/assets`, `${site}/assets`, {
    recursive: true,
    filter: (file) => !file.endsWith('.js'),
  })
  const [stylesheet] = (await readdir(`${build}/server/assets`)).filter((file) =>
    file.endsWith('.css'),
  )
  const built = await readFile(`${build}/client/index.html`, 'utf8')
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
  // The analytics provider's tags, when site.ts chooses one, go on every page.
  const template = built
    .replace(/(<link rel="stylesheet"[^>]*? href="[^"]*?assets\/)[^"]+"/, `$1${stylesheet}"`)
    .replace(
      /<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_, entry) => `<script data-entry="${entry}">${LOADER}</script>`,
    )
    .replace('</head>', `${analyticsHead}</head>`)
  const client = `${site}/${languageFolder}`.replace(/\/$/, '')

  // The CSP allows inline scripts by hash, taken from the page's template so it can never go stale.
  const pageHtml = async (path, shell = template) => {
    const { html, head } = render(path, { scriptHashes: inlineScriptHashes(shell) })
    return shell.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
  }

  // What each page's JavaScript is, for the build's table of sizes (scripts/sizes.mjs).
  const scripts = {}
  for (const { path } of routes) {
    const name = path === '/' ? '' : path
    const html = await pageHtml(path)
    scripts[`${languageFolder}${name.slice(1)}`] = scriptsOfPage(manifest, html)
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

  const { text, images } = await publishFiles()
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
  return scripts
}
