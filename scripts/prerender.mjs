// Build step (scripts/build.mjs): renders every page of every language with the server bundle into
// <site>/<language folder>/<route>/index.html, then writes each language's web manifest, feed,
// llms.txt, posts as Markdown, share images and résumé files beside them, and the files the site
// shares (sitemap, robots.txt, icons) at its root.
import { cp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import sharp from 'sharp'
import { scriptsOfPage } from './sizes.mjs'

const ENTRY = 'src/browser/entry.ts'
const COMMENTS = 'src/browser/comments.ts'

/** The build (<build>/client and <build>/server) into the published folder `site`. */
export async function prerender(build, site, languages) {
  const manifest = JSON.parse(await readFile(`${build}/client/.vite/manifest.json`, 'utf8'))
  await cp(`${build}/client`, site, {
    recursive: true,
    filter: (file) => !/[\\/]\.vite$/.test(file),
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
  const server = pathToFileURL(resolve(build, 'server/entry-server.js')).href
  // Importing the server bundle validates the content: report a bad field plainly.
  const { render, routesOf, languageContent, publishFiles, resumeFiles, NOT_FOUND_PATH, base } =
    await import(server).catch((error) => {
      console.error(`\n${error.message}\n`)
      process.exit(1)
    })
  const assets = {
    entry: base + manifest[ENTRY].file,
    stylesheet: `${base}assets/${stylesheet}`,
    comments: manifest[COMMENTS] && base + manifest[COMMENTS].file,
  }

  // What each page's JavaScript is, for the build's table of sizes (scripts/sizes.mjs).
  const scripts = {}
  for (const { code } of languages) {
    const content = languageContent(code)
    const client = `${site}/${content.folder}`.replace(/\/$/, '')
    for (const { path } of routesOf(content)) {
      const name = path === '/' ? '' : path
      const { html } = render(content.href(path), assets)
      scripts[`${content.folder}${name.slice(1)}`] = scriptsOfPage(manifest, html)
      // Both /about/ (folder index) and /about (about.html) answer on GitHub Pages without a redirect.
      await mkdir(`${client}${name}`, { recursive: true })
      await writeFile(`${client}${name}/index.html`, html)
      if (name) await writeFile(`${client}${name}.html`, html)
    }
    // Unknown paths get 404.html: the home screen with status 404. The host serves the root's for
    // every folder: the default language's, which shows another language's own when the path lies
    // in its folder (document/inline-scripts.ts).
    await writeFile(`${client}/404.html`, render(content.href(NOT_FOUND_PATH), assets).html)

    const { text, images } = await publishFiles(content)
    for (const [file, body] of Object.entries({ ...text, ...(await resumeFiles(content)) })) {
      await mkdir(dirname(`${client}/${file}`), { recursive: true })
      await writeFile(`${client}/${file}`, body)
    }
    for (const { file, width, height, svg, background } of images) {
      const source = Buffer.from(svg)
      // Rasterise the SVG at the target size (sharp's default 72 dpi would upscale a 32px favicon).
      const { width: drawn = width } = await sharp(source).metadata()
      const image = sharp(source, { density: (72 * width) / drawn }).resize(width, height)
      if (background) image.flatten({ background })
      await mkdir(dirname(`${client}/${file}`), { recursive: true })
      await image.png({ compressionLevel: 9 }).toFile(`${client}/${file}`)
    }
    const count = routesOf(content).length
    console.log(`prerendered ${count} routes and ${images.length} images into ${client}`)
  }
  return scripts
}
