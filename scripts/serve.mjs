// Serves dist/client the way GitHub Pages does: under the base path, a folder answers with its
// index.html, /x with x.html, anything else with 404.html and status 404. Gzip on.
import { existsSync, statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

export const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.xml',
  '.txt',
  '.md',
  '.svg',
])

const isFile = (path) => existsSync(path) && statSync(path).isFile()

// Each file is compressed once per version: the browser tests load the same few hundred times.
const compressed = new Map()
function gzipped(file, body) {
  const key = `${file}:${statSync(file).mtimeMs}`
  if (!compressed.has(key)) compressed.set(key, gzipSync(body))
  return compressed.get(key)
}

// The base path is read from the build itself, so the server always matches what was built.
export async function basePathOf(root) {
  const html = await readFile(join(root, 'index.html'), 'utf8')
  return html.match(/(?:href|src)="(\/[^"]*?)assets\//)?.[1] ?? '/'
}

function resolve(root, base, pathname) {
  if (!pathname.startsWith(base)) {
    return { redirect: pathname === '/' || `${pathname}/` === base ? base : undefined }
  }
  const relative = normalize(decodeURIComponent(pathname.slice(base.length))).replace(
    /^(\.\.[/\\])+/,
    '',
  )
  const file = join(root, relative)
  if (isFile(file)) return { file }
  if (!pathname.endsWith('/') && isFile(`${file}.html`)) return { file: `${file}.html` }
  if (isFile(join(file, 'index.html'))) {
    return pathname.endsWith('/')
      ? { file: join(file, 'index.html') }
      : { redirect: `${pathname}/` }
  }
  return {}
}

export async function startServer({
  root = 'dist/client',
  port = 4173,
  host = '127.0.0.1',
  base,
} = {}) {
  // A page without scripts doesn't name the base path, so the benchmark's floor passes it in.
  base ??= await basePathOf(root)
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const found = resolve(root, base, url.pathname)
    if (found.redirect) {
      response.writeHead(301, { location: found.redirect + url.search }).end()
      return
    }
    const file = found.file ?? join(root, '404.html')
    const status = found.file ? 200 : 404
    const type = extname(file)
    let body = await readFile(file)
    const headers = {
      'content-type': TYPES[type] ?? 'application/octet-stream',
      'cache-control': file.includes('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    }
    if (COMPRESSIBLE.has(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipped(file, body)
      headers['content-encoding'] = 'gzip'
    }
    response.writeHead(status, { ...headers, 'content-length': body.length })
    response.end(request.method === 'HEAD' ? undefined : body)
  })
  await new Promise((done) => server.listen(port, host, done))
  // Port 0 asks the system for a free port: report the one actually taken.
  return { server, url: `http://localhost:${server.address().port}${base}` }
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      build: { type: 'boolean' },
    },
  })
  const { buildIfNeeded } = await import('./build-if-needed.mjs')
  if (values.build) await buildIfNeeded()
  const { url } = await startServer({ port: Number(values.port) })
  console.log(`Serving the production build at ${url}`)
}
