// Build step (scripts/build.mjs): renders every page of every language with the server bundle into
// <site>/<language folder>/<route>/index.html, then writes each language's web manifest, feed,
// llms.txt, posts as Markdown, share images and résumé files beside them, and the files the site
// shares (sitemap, robots.txt, icons) at its root.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { scriptsOfPage } from './sizes.mjs'

async function write(file, body) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, body)
}

// Drawn at the target size: sharp's default 72 dpi would upscale a 32px favicon. A share image's
// picture is cut to fill its place (theme/share-image.ts picturePlace), its middle kept. A JPEG
// keeps its colours whole (4:4:4), so that the accent's thin letters stay sharp.
async function draw({ file, svg, width, height, background, picture }) {
  const source = Buffer.from(svg)
  const { width: drawn = width } = await sharp(source).metadata()
  const image = sharp(source, { density: (72 * width) / drawn }).resize(width, height)
  if (background) image.flatten({ background })
  if (picture) {
    const { file, left, top, ...place } = picture
    const input = await sharp(file)
      .rotate()
      .resize({ ...place, fit: 'cover' })
      .toBuffer()
    image.composite([{ input, left, top }])
  }
  if (file.endsWith('.jpg'))
    return image.jpeg({ quality: 85, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer()
  return image.png({ compressionLevel: 9 }).toBuffer()
}

/** The server's build `server` into the published folder `site`, which holds the browser's build. */
export async function prerender(server, site, languages) {
  const manifest = JSON.parse(await readFile(`${site}/.vite/manifest.json`, 'utf8'))
  await rm(`${site}/.vite`, { recursive: true })
  // The browser's build writes the islands' styles too, which no page links: it links the server's.
  for (const { file } of Object.values(manifest))
    if (file.endsWith('.css')) await rm(join(site, file))
  // The server renders every component, so its stylesheet is the whole site's; and the pictures
  // only it renders, those of the content.
  await cp(`${server}/assets`, `${site}/assets`, {
    recursive: true,
    filter: (file) => !file.endsWith('.js'),
  })
  const stylesheet = (await readdir(`${server}/assets`)).find((file) => file.endsWith('.css'))
  const { render, routesOf, languageContent, publishFiles, resumeFiles, NOT_FOUND_PATH, base } =
    await import(pathToFileURL(resolve(server, 'entry-server.js')).href)
  const built = (source) => manifest[source] && base + manifest[source].file
  const assets = {
    entry: built('src/browser/entry.ts'),
    stylesheet: `${base}assets/${stylesheet}`,
    comments: built('src/browser/comments.ts'),
  }

  // What each page's JavaScript is, for the build's table of sizes (scripts/sizes.mjs).
  const scripts = {}
  // Share images are drawn by sharp off the main thread, while the next pages render.
  const drawing = []
  for (const { code } of languages) {
    const content = languageContent(code)
    const folder = join(site, content.folder)
    const routes = routesOf(content)
    for (const { path } of routes) {
      const name = path.slice(1)
      const { html } = render(content.href(path), assets)
      scripts[content.folder + name] = scriptsOfPage(manifest, html)
      // Both /about/ (folder index) and /about (about.html) answer on GitHub Pages without a redirect.
      await write(join(folder, name, 'index.html'), html)
      if (name) await write(join(folder, `${name}.html`), html)
    }
    // Unknown paths get 404.html: the home screen with status 404. The host serves the root's for
    // every folder: the default language's, which shows another language's own when the path lies
    // in its folder (document/inline-scripts.ts).
    await write(join(folder, '404.html'), render(content.href(NOT_FOUND_PATH), assets).html)

    const { text, images } = await publishFiles(content)
    const files = { ...text, ...(await resumeFiles(content)) }
    for (const [file, body] of Object.entries(files)) await write(join(folder, file), body)
    for (const image of images)
      drawing.push(draw(image).then((body) => write(join(folder, image.file), body)))
    console.log(`prerendered ${routes.length} routes and ${images.length} images into ${folder}`)
  }
  await Promise.all(drawing)
  return scripts
}
