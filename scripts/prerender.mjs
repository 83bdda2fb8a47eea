// Build step: renders every route of the server bundle into dist/client/<route>/index.html.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { printSizes } from './sizes.mjs'

const client = 'dist/client'
const template = await readFile(`${client}/index.html`, 'utf8')
// Importing the server bundle validates src/content/site.ts: report a bad field plainly.
const { routes, render, NOT_FOUND_PATH } = await import('../dist/server/entry-server.js').catch(
  (error) => {
    console.error(`\n${error.message}\n`)
    process.exit(1)
  },
)

const page = (path) => {
  const { html, head } = render(path)
  return template.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
}

for (const { path } of routes) {
  const name = path === '/' ? '' : path
  // Both /about/ (folder index) and /about (about.html) answer on GitHub Pages without a redirect.
  await mkdir(dirname(`${client}${name}/index.html`), { recursive: true })
  await writeFile(`${client}${name}/index.html`, page(path))
  if (name) await writeFile(`${client}${name}.html`, page(path))
}
// Unknown paths get 404.html: the home screen, rendered through the app's fallback route.
await writeFile(`${client}/404.html`, page(NOT_FOUND_PATH))
await rm('dist/server', { recursive: true })

console.log(`prerendered ${routes.length} routes and 404.html into ${client}`)
await printSizes(client)
