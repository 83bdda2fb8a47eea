// `npm run dev`: Vite's dev server, with every page rendered on the server the way the build
// prerenders it, so the islands hydrate the same HTML they will in production. Editing a file reloads
// the page; a content error shows in the terminal and in Vite's error overlay, naming the field.
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { networkInterfaces } from 'node:os'
import { extname } from 'node:path'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'
import { TYPES } from './serve.mjs'

const overlay = (error, base) => `<!doctype html>
<script type="module">
  import { ErrorOverlay } from '${base}@vite/client'
  document.body.append(new ErrorOverlay(${JSON.stringify({ message: error.message, stack: error.stack ?? '' }).replace(/</g, '\\u003c')}))
</script>`

// vite-imagetools encodes a picture again for every request, seconds for an AVIF: the file it kept
// in its cache (its default folder) when it made the picture is the same, sent as it is.
const PICTURE_CACHE = 'node_modules/.cache/imagetools/'
const PICTURE_TYPES = { avif: 'image/avif', WEBP: 'image/webp' }
async function cachedPicture(id) {
  const bytes = await readFile(PICTURE_CACHE + id).catch(() => undefined)
  const type = bytes && PICTURE_TYPES[bytes.toString('latin1', 8, 12)]
  return type && { type, bytes }
}

// Listening on every interface, the server is reached here as localhost.
const EVERY_INTERFACE = new Set(['0.0.0.0', '::'])
const hostInUrl = (host) =>
  EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host

/** Starts the dev server on `port` and `host`; resolves with its address and a way to stop it. */
export async function startDevServer({ port = 5173, host = 'localhost' } = {}) {
  const server = createHttpServer()
  // Draft posts show here, and only here (vite.config.ts).
  process.env.SHOW_DRAFTS = 'true'
  // Its live-reload socket shares the page's own server, so any port works.
  const vite = await createServer({
    server: { middlewareMode: true, ws: { server } },
    appType: 'custom',
  })
  const { base } = vite.config
  const pictures = `${base}@imagetools/`
  server.on('request', async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    if (!`${pathname}/`.startsWith(base)) return response.writeHead(302, { location: base }).end()
    const picture = pathname.startsWith(pictures)
      ? await cachedPicture(pathname.slice(pictures.length))
      : undefined
    if (picture) return response.writeHead(200, { 'content-type': picture.type }).end(picture.bytes)
    vite.middlewares(request, response, async () => {
      try {
        const { render, siteIcon, languageContent, readableFile } =
          await vite.ssrLoadModule('/src/entry-server.tsx')
        // The tab's icon, which the build writes beside the pages in the theme's colours.
        const icon = siteIcon(languageContent())
        if (pathname === `${base}${icon.file}`) {
          response.writeHead(200, { 'content-type': TYPES['.svg'] })
          return response.end(icon.svg)
        }
        // llms.txt and the posts' Markdown, as the build writes them.
        const text = readableFile(pathname)
        if (text !== undefined) {
          response.writeHead(200, { 'content-type': TYPES[extname(pathname)] })
          return response.end(text)
        }
        const { status, html } = render(pathname, 'dev')
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
        response.end(html)
      } catch (error) {
        vite.ssrFixStacktrace(error)
        console.error(`\n${error.message}\n`)
        response.writeHead(500, { 'content-type': 'text/html; charset=utf-8' })
        response.end(overlay(error, base))
      }
    })
  })
  await new Promise((done) => server.listen(port, host, done))
  return {
    url: `http://${hostInUrl(host)}:${server.address().port}${base}`,
    close: async () => {
      server.close()
      await vite.close()
    },
  }
}

// The addresses other devices reach a server on every interface at: this machine's IPv4 ones.
const networkUrls = (url) =>
  Object.values(networkInterfaces())
    .flat()
    .filter((address) => address.family === 'IPv4' && !address.internal)
    .map((address) => url.replace('localhost', address.address))

// As in Vite, `--host` without an address means every interface.
const bareHost = (arg, next) => arg === '--host' && (next === undefined || next.startsWith('-'))

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const { values } = parseArgs({
    args: args.map((arg, i) => (bareHost(arg, args[i + 1]) ? '--host=0.0.0.0' : arg)),
    options: {
      port: { type: 'string', default: process.env.PORT ?? '5173' },
      host: { type: 'string', default: 'localhost' },
    },
  })
  const { url } = await startDevServer({ port: Number(values.port), host: values.host })
  console.log(`Dev server with server rendering at ${url}`)
  if (EVERY_INTERFACE.has(values.host))
    for (const address of networkUrls(url)) console.log(`  on your network: ${address}`)
}
