// `npm run dev`: Vite's dev server, with every page rendered on the server the way the build
// prerenders it, so the app hydrates the same HTML it will in production. Editing a file reloads
// the page; a content error shows in the terminal and in Vite's error overlay, naming the field.
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'vite'
import { languageCodes } from './load-ts.mjs'

const overlay = (error, base) => `<!doctype html>
<script type="module">
  import { ErrorOverlay } from '${base}@vite/client'
  document.body.append(new ErrorOverlay(${JSON.stringify({ message: error.message, stack: error.stack ?? '' }).replace(/</g, '\\u003c')}))
</script>`

// One Vite server per language, as the build makes one build per language (scripts/build.mjs);
// each reads its language from SITE_LANGUAGE as it loads vite.config.ts.
async function languageServers() {
  const servers = []
  for (const [i, code] of (await languageCodes()).entries()) {
    process.env.SITE_LANGUAGE = code
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { port: 24678 + i } },
      appType: 'custom',
    })
    servers.push(vite)
  }
  // The deepest base first: /react-portfolio/fi/ before /react-portfolio/.
  return servers.sort((a, b) => b.config.base.length - a.config.base.length)
}

/** Starts the dev server on `port`; resolves with its address and a way to stop it. */
export async function startDevServer({ port = 5173, host = '127.0.0.1' } = {}) {
  const servers = await languageServers()
  const root = servers.at(-1).config.base
  const server = createHttpServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname
    const vite = servers.find(({ config }) => `${pathname}/`.startsWith(config.base))
    if (!vite) return response.writeHead(302, { location: root }).end()
    const { base } = vite.config
    vite.middlewares(request, response, async () => {
      // Vite's own middleware has taken the base path off request.url by now.
      const url = new URL(request.originalUrl ?? request.url ?? '/', 'http://localhost')
      try {
        const { render, isRoute, NOT_FOUND_PATH } =
          await vite.ssrLoadModule('/src/entry-server.tsx')
        const { routePath } = await vite.ssrLoadModule('/src/lib/route-path.ts')
        // The static host's rules: a known route, else the home screen with status 404.
        const path = routePath(url.pathname.slice(base.length - 1))
        const known = isRoute(path)
        const { html, head } = await render(known ? path : NOT_FOUND_PATH)
        const template = await vite.transformIndexHtml(
          url.pathname,
          await readFile('index.html', 'utf8'),
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
    url: `http://localhost:${server.address().port}${root}`,
    close: async () => {
      server.close()
      await Promise.all(servers.map((vite) => vite.close()))
    },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { url } = await startDevServer({ port: Number(process.env.PORT ?? 5173) })
  console.log(`Dev server with server rendering at ${url}`)
}
