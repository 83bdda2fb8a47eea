// `npm run dev`: Vite's dev server, with every page rendered on the server the way the build
// prerenders it, so the islands hydrate the same HTML they will in production. Editing a file reloads
// the page; a content error shows in the terminal and in Vite's error overlay, naming the field.
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { networkInterfaces } from 'node:os'
import { parseArgs } from 'node:util'
import { createServer } from 'vite'
import { languageCodes } from './load-ts.mjs'
import { TYPES } from './serve.mjs'

const overlay = (error, base) => `<!doctype html>
<script type="module">
  import { ErrorOverlay } from '${base}@vite/client'
  document.body.append(new ErrorOverlay(${JSON.stringify({ message: error.message, stack: error.stack ?? '' }).replace(/</g, '\\u003c')}))
</script>`

// One Vite server per language, as the build makes one build per language (scripts/build.mjs);
// each reads its language from SITE_LANGUAGE as it loads vite.config.ts. Their live-reload sockets
// share the page's own server, each at its base path, so any port works and two never clash.
async function languageServers(httpServer) {
  // Draft posts show here, and only here (vite.config.ts).
  process.env.SHOW_DRAFTS = 'true'
  const servers = []
  for (const code of await languageCodes()) {
    process.env.SITE_LANGUAGE = code
    const vite = await createServer({
      server: { middlewareMode: true, ws: { server: httpServer } },
      appType: 'custom',
    })
    servers.push(vite)
  }
  // The deepest base first: /react-portfolio/fi/ before /react-portfolio/.
  return servers.sort((a, b) => b.config.base.length - a.config.base.length)
}

// Listening on every interface, the server is reached here as localhost.
const EVERY_INTERFACE = new Set(['0.0.0.0', '::'])
const hostInUrl = (host) =>
  EVERY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host

/** Starts the dev server on `port` and `host`; resolves with its address and a way to stop it. */
export async function startDevServer({ port = 5173, host = 'localhost' } = {}) {
  const server = createHttpServer()
  const servers = await languageServers(server)
  const root = servers.at(-1).config.base
  server.on('request', (request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const vite = servers.find(({ config }) => `${pathname}/`.startsWith(config.base))
    if (!vite) return response.writeHead(302, { location: root }).end()
    const { base } = vite.config
    vite.middlewares(request, response, async () => {
      // Vite's own middleware has taken the base path off request.url by now.
      const url = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost')
      try {
        const { render, isRoute, NOT_FOUND_PATH, siteIcon } =
          await vite.ssrLoadModule('/src/entry-server.tsx')
        // The tab's icon, which the build writes beside the pages in the theme's colours.
        if (url.pathname === `${base}${siteIcon.file}`) {
          response.writeHead(200, { 'content-type': TYPES['.svg'] })
          return response.end(siteIcon.svg)
        }
        const { routePath } = await vite.ssrLoadModule('/src/lib/route-path.ts')
        // The static host's rules: a known route, else the home screen with status 404.
        const path = routePath(url.pathname.slice(base.length - 1))
        const known = isRoute(path)
        const { html, head } = await render(known ? path : NOT_FOUND_PATH)
        // A build links the server's stylesheet; here src/styles/dev.ts brings every style in.
        const template = await vite.transformIndexHtml(
          url.pathname,
          (await readFile('index.html', 'utf8')).replace(
            '</head>',
            '<script type="module" src="/src/styles/dev.ts"></script></head>',
          ),
        )
        const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html)
        response.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
        response.end(page)
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
    url: `http://${hostInUrl(host)}:${server.address().port}${root}`,
    close: async () => {
      server.close()
      await Promise.all(servers.map((vite) => vite.close()))
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
