import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, relative, resolve } from 'node:path'
import {
  createServerModuleRunner,
  normalizePath,
  runnerImport,
  type Plugin,
  type PluginOption,
} from 'vite'
import { imagetools } from 'vite-imagetools'
import type { FactsInput } from '../content-model/schema.ts'
import type { ContentSource } from '../site-content/localize.ts'
import { PICTURE_FILE } from '../lib/picture.ts'
import { compilePost } from './mdx.ts'
import { FONT_CACHE } from '../theme/font-files.ts'
import { themeFonts } from '../theme/fonts.ts'
import { themeCss } from '../theme/theme-css.ts'
import { webFonts } from '../theme/web-fonts.ts'
import { TYPES } from '../../scripts/serve.mjs'

// The site's own Vite plugins: posts, the pictures and the theme that site.ts names, and the dev
// server's pages.

// The owner's content, whose files the dev server watches as they change, come and go.
const CONTENT = resolve('src/content')

/** site.ts as it is now, watched by the dev server. */
async function siteFacts(plugin: { addWatchFile: (file: string) => void }) {
  const file = join(CONTENT, 'site.ts')
  plugin.addWatchFile(file)
  return (await runnerImport<{ site: FactsInput }>(file, { configFile: false })).module.site
}

// A post's MDX compiles to a component, which the build renders (src/blog/post-bodies.tsx), the
// list of its headings and the sites it links to; a `?raw` import of it
// (site-content/post-files.ts) reads its text as written.
export const posts: Plugin = {
  name: 'posts',
  enforce: 'pre',
  transform: (source, id) => (id.endsWith('.mdx') ? compilePost(source, id) : null),
}

// `virtual:content-pictures/photo?<imagetools query>` is the photo site.ts names, `…/covers?…`
// each project's cover by its slug: only the pictures the content names are made and published,
// by vite-imagetools, `.JPG` as well as `.jpg`.
const PICTURES = 'virtual:content-pictures/'
export const contentPictures = (): PluginOption => [
  imagetools({ include: PICTURE_FILE }),
  {
    name: 'content-pictures',
    resolveId: (id) => (id.startsWith(PICTURES) ? `\0${id}` : undefined),
    async load(id) {
      if (!id.startsWith(`\0${PICTURES}`)) return
      const [field, query] = id.slice(PICTURES.length + 1).split('?')
      const site = await siteFacts(this)
      const pictures =
        field === 'covers' ? site.projects.map(({ slug, img }) => [slug, img]) : [[site.home.photo]]
      const imports = pictures.map(
        ([key, path = key], i) => `import p${i} from '/src/content/${path}?${query}'`,
      )
      const entries = pictures.map(([key], i) => `${JSON.stringify(key)}: p${i}`)
      return `${imports.join('\n')}\nexport default { ${entries.join(', ')} }`
    },
  },
]

/**
 * Every text the site shows, in all its languages, which its fonts are cut to: the content, and
 * the dates and numbers each language writes.
 */
async function siteText() {
  const file = resolve('src/site-content/content.ts')
  const { content } = (await runnerImport<{ content: ContentSource }>(file, { configFile: false }))
    .module
  const written = content.languages.flatMap(({ code }) => [
    ...Array.from({ length: 12 }, (_, month) =>
      ['long', 'short'].map((style) =>
        new Intl.DateTimeFormat(code, { month: style as 'long' | 'short' }).format(
          new Date(2024, month, 28),
        ),
      ),
    ).flat(),
    new Intl.NumberFormat(code, { style: 'percent', useGrouping: false }).format(12.3456789),
  ])
  return `${JSON.stringify(content)} ${written.join(' ')}`
}

// `virtual:theme.css` is the theme as the custom properties every style reads, with its fonts'
// faces, cut to the site's text (Vite publishes their files from the build's font cache).
const THEME_CSS = 'virtual:theme.css'
export const themeStyles = (): Plugin => ({
  name: 'theme-styles',
  resolveId: (id) => (id === THEME_CSS ? `\0${id}` : undefined),
  async load(id) {
    if (id !== `\0${THEME_CSS}`) return
    const { theme } = await siteFacts(this)
    const fonts = await webFonts(
      themeFonts(theme ?? {}),
      await siteText(),
      FONT_CACHE,
      (file) => `/${normalizePath(relative(process.cwd(), file))}`,
    )
    return `${themeCss(theme)}@layer tokens {\n${fonts.css}\n}\n`
  },
})

// vite-imagetools encodes a picture again for every request, seconds for an AVIF: the file it kept
// in its cache (its default folder) when it made the picture is the same, sent as it is.
const PICTURE_CACHE = 'node_modules/.cache/imagetools/'
const PICTURE_TYPES: Record<string, string> = { avif: 'image/avif', WEBP: 'image/webp' }
const sendCachedPicture =
  (pictures: string) =>
  async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const id = request.url?.startsWith(pictures) && request.url.slice(pictures.length)
    const bytes = id ? await readFile(PICTURE_CACHE + id).catch(() => undefined) : undefined
    const type = bytes && PICTURE_TYPES[bytes.toString('latin1', 8, 12)]
    if (type) response.writeHead(200, { 'content-type': type }).end(bytes)
    else next()
  }

type PagesEntry = {
  fileAt: (pathname: string) => Promise<string | undefined>
  render: (pathname: string, assets: 'dev') => { status: number; html: string }
}

/**
 * `npm run dev` renders every page on request the way the build prerenders it
 * (src/entry-server.tsx), drafts included, so the islands hydrate the same HTML they will in
 * production. A content error shows in the terminal and in Vite's error overlay, naming the field.
 */
export const pagesOnRequest: Plugin = {
  name: 'pages-on-request',
  apply: (_, { command, mode }) => command === 'serve' && mode !== 'test',
  config: (config) => ({
    appType: 'custom',
    define: { 'import.meta.env.SHOW_DRAFTS': 'true' },
    // PORT picks the port too, unless `--port` does.
    server: { port: config.server?.port ?? (Number(process.env.PORT) || undefined) },
  }),
  // Vite's client in the page hears only of the browser's modules: an edit of what the page is
  // rendered from on the server (a page, a component, the content), or a file added to the
  // content (a post), reloads it from here. Stylesheets are the browser's modules' to swap in place.
  hotUpdate({ type, file, modules, server }) {
    const added = type === 'create' && file.startsWith(CONTENT)
    if (this.environment.name === 'ssr' && (modules.length > 0 || added) && !file.endsWith('.css'))
      server.environments.client.hot.send({ type: 'full-reload' })
  },
  // First of all plugins, so that a picture already made is sent before vite-imagetools makes it
  // again.
  configureServer: {
    order: 'pre',
    handler(server) {
      server.middlewares.use(sendCachedPicture(`${server.config.base}@imagetools/`))
      // A runner of its own, as ssrLoadModule's, but which leaves the telling of an error to the
      // error page: ssrLoadModule would print each twice, and the environment's own, with its hot
      // reload, once more as each edit is saved.
      const runner = createServerModuleRunner(server.environments.ssr, {
        hmr: false,
        sourcemapInterceptor: false,
      })
      return () =>
        server.middlewares.use(async (request, response, next) => {
          const { pathname } = new URL(request.originalUrl ?? '/', 'http://localhost')
          try {
            const entry = (await runner.import('/src/entry-server.tsx')) as PagesEntry
            const file = await entry.fileAt(pathname)
            if (file !== undefined) {
              const type = TYPES[extname(pathname) as keyof typeof TYPES]
              return response.writeHead(200, { 'content-type': type }).end(file)
            }
            const { status, html } = entry.render(pathname, 'dev')
            response.writeHead(status, { 'content-type': TYPES['.html'] }).end(html)
          } catch (error) {
            // A content file that does not parse is told by its place, not by Vite's own stack.
            const mistake = error as Error & { id?: string }
            if (mistake.id?.startsWith(CONTENT)) mistake.stack = mistake.message
            server.ssrFixStacktrace(mistake)
            next(mistake)
          }
        })
    },
  },
}
