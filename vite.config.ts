import { readFile } from 'node:fs/promises'
import { compile } from '@mdx-js/mdx'
import react from '@vitejs/plugin-react'
import { runnerImport, type Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import { resolve } from 'node:path'
import type { FactsInput } from './src/content-model/schema.ts'
import { deployTarget } from './src/content/deploy.ts'
import { languageFor, languagePath } from './src/content/languages.ts'
import { mdxOptions } from './src/lib/mdx.ts'
import { exportOnly, exportsConst, replaceExport, withoutExport } from './src/lib/split-export.ts'
import { installTheme } from './src/lib/theme.ts'

// One build per language (scripts/build.mjs sets SITE_LANGUAGE): the default at the site's root,
// any other under /<code>/, all sharing one assets/ folder at the root.
const language = languageFor(process.env.SITE_LANGUAGE)
const root = deployTarget()
const base = root.base + languagePath(language.code)
const define = {
  'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
  'import.meta.env.SITE_LANGUAGE': JSON.stringify(language.code),
  'import.meta.env.SITE_URL': JSON.stringify(root.url + languagePath(language.code)),
  'import.meta.env.SITE_ROOT_URL': JSON.stringify(root.url),
  'import.meta.env.SITE_ROOT': JSON.stringify(root.base),
  // scripts/dev.mjs shows draft posts; a build leaves them out.
  'import.meta.env.SHOW_DRAFTS': JSON.stringify(process.env.SHOW_DRAFTS === 'true'),
}

const CONTENT_PART = /[\\/]src[\\/]content-model[\\/]parts[\\/][^\\/]+\.ts$/
const ROUTE_TABLE = /[\\/]src[\\/]route-table\.ts$/
const PAGE = /[\\/]src[\\/]pages[\\/][^\\/]+\.tsx$/

// A page's `route` (where it is) is read apart from the page: `split` keeps it alone, or all but it.
const pageSplit = (id: string, split: typeof exportOnly) =>
  PAGE.test(id) ? readFile(id, 'utf8').then((source) => split(source, id, 'route')) : undefined

// A module's exports as plain data, evaluated in Node for this build's base path and language. The
// route table needs each page's `route` and nothing else of it: the rest needs the build's plugins
// (CSS modules, pictures), and none of it says where the page is.
async function asData(id: string, only?: string) {
  const { module } = await runnerImport<Record<string, unknown>>(id, {
    configFile: false,
    logLevel: 'silent',
    base,
    define,
    plugins: [
      {
        name: 'page-routes-only',
        enforce: 'pre',
        load: (loaded) =>
          loaded === id && only
            ? readFile(id, 'utf8').then((source) => exportOnly(source, id, only))
            : pageSplit(loaded, exportOnly),
      },
    ],
  })
  return Object.entries(module)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)}`)
    .join('\n')
}

// The browser build replaces each module in src/content-model/parts/ with its values as plain data, so a
// page ships the content it shows and no more (see the README there). The server build and the
// dev server use the modules as they are.
const inlineContentParts = (): Plugin => ({
  name: 'inline-content-parts',
  apply: 'build',
  load(id) {
    if (this.environment.config.consumer === 'client' && CONTENT_PART.test(id)) return asData(id)
  },
})

// The pictures site.ts names, and only those: `virtual:content-pictures/photo?<imagetools query>`
// is the profile photo by its path in site.ts, `…/covers?…` each project's cover by its slug, both
// converted by vite-imagetools. A file in images/ the content does not name is never imported, so
// it is not published (the build warns about it).
const PICTURES = 'virtual:content-pictures/'
const contentPictures = (): Plugin => ({
  name: 'content-pictures',
  resolveId: (id) => (id.startsWith(PICTURES) ? `\0${id}` : undefined),
  async load(id) {
    if (!id.startsWith(`\0${PICTURES}`)) return
    const [field, query] = id.slice(PICTURES.length + 1).split('?')
    const facts = resolve('src/content/site.ts')
    this.addWatchFile(facts)
    const { module } = await runnerImport<{ site: FactsInput }>(facts, {
      configFile: false,
      logLevel: 'silent',
    })
    const { home, projects } = module.site
    const pictures: [string, string][] =
      field === 'covers'
        ? projects.map((project) => [project.slug, project.img])
        : [[home.photo, home.photo]]
    return [
      ...pictures.map(
        ([, file], i) => `import p${i} from ${JSON.stringify(`/src/content/${file}?${query}`)}`,
      ),
      `export default { ${pictures.map(([key], i) => `${JSON.stringify(key)}: p${i}`).join(', ')} }`,
    ].join('\n')
  },
})

// Both builds replace src/route-table.ts with its value as plain data, and leave each page's
// `route` out: the app knows every route without loading a page, and every page stays a chunk of
// its own. The browser build also replaces a page's `content` (what it reads of the content) with
// its value, as it does the parts, and drops the content modules the page then no longer uses, and
// the page's `preload`, which only the prerendered <head> reads. The dev server uses the modules as
// they are.
const CONTENT_MODULE =
  /[\\/]src[\\/](content-model[\\/](language|content)\.ts$|content[\\/]words[\\/])/
const splitPages = (): Plugin => ({
  name: 'split-pages',
  apply: 'build',
  async load(id) {
    if (ROUTE_TABLE.test(id)) return asData(id)
    if (!PAGE.test(id)) return
    const page = withoutExport(await readFile(id, 'utf8'), id, 'route')
    if (this.environment.config.consumer !== 'client') return page
    const shipped = exportsConst(page, id, 'preload') ? withoutExport(page, id, 'preload') : page
    if (!exportsConst(shipped, id, 'content')) return shipped
    return replaceExport(shipped, id, 'content', await asData(id, 'content'))
  },
  transform(code, id) {
    if (this.environment.config.consumer === 'client' && CONTENT_MODULE.test(id))
      return { code, moduleSideEffects: false }
  },
})

// A post's MDX compiles to a component, which only the server renders (src/build/post-bodies.tsx): the
// browser gets its HTML. `?raw` imports of a post (src/content-model/posts.ts) read its text as written.
const postsAsComponents = (): Plugin => ({
  name: 'posts-as-components',
  enforce: 'pre',
  async transform(source, id) {
    if (!id.endsWith('.mdx')) return
    return { code: String(await compile({ value: source, path: id }, mdxOptions)) }
  },
})

// The frame (src/layout/frame.tsx) is prerendered and never rendered in the browser, so the class names
// of its CSS modules go unused there: keep their styles in the stylesheet all the same.
const keepCssModules = (): Plugin => ({
  name: 'keep-css-modules',
  enforce: 'post',
  transform(code, id) {
    if (/\.module\.css($|\?)/.test(id)) return { code, moduleSideEffects: 'no-treeshake' }
  },
})

// Vite wraps every dynamic import in a helper that first fetches the chunk's own CSS and
// modulepreloads its imports. Here there is one stylesheet for the whole site and the loader
// preloads each page's modules itself (build options below), so the wrapper only has to import.
const PRELOAD_HELPER = '\0vite/preload-helper.js'
const plainDynamicImports = (): Plugin => ({
  name: 'plain-dynamic-imports',
  enforce: 'pre',
  apply: 'build',
  load: (id) =>
    id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined,
})

// Two of wouter's imports the app has no use for, each replaced by a line of its own: the shim of
// useSyncExternalStore for React 17 (React 19 has it built in), and regexparam, which parses route
// patterns for <Route> and useRoute (the app matches its routes itself, routes.ts). Every page
// ships some 650 bytes less.
const ROUTER_STAND_INS: Record<string, string> = {
  'use-sync-external-store/shim/index.js': "export { useSyncExternalStore } from 'react'",
  regexparam:
    "export const parse = () => { throw new Error('no route patterns: see src/routes.ts') }",
}
const leanRouter = (): Plugin => ({
  name: 'lean-router',
  enforce: 'pre',
  resolveId: (id) => (id in ROUTER_STAND_INS ? `\0${id}` : undefined),
  load: (id) => (id.startsWith('\0') ? ROUTER_STAND_INS[id.slice(1)] : undefined),
})

// The theme script is inline, so the theme is on <html> before the first paint and the toggle works
// before any module loads; the Content-Security-Policy allows it by hash (scripts/prerender.mjs).
// The page's language is this build's.
const fillTemplate = (): Plugin => ({
  name: 'fill-template',
  transformIndexHtml: (html) =>
    html
      .replace('<!--theme-script-->', `<script>(${installTheme.toString()})()</script>`)
      .replace('<html lang="en">', `<html lang="${language.code}">`),
})

export default defineConfig({
  base,
  build: {
    // scripts/prerender.mjs reads which files each page needs from the manifest.
    manifest: true,
    // One stylesheet for every page: a visitor fetches it once, and no page waits for its own.
    cssCodeSplit: false,
    // The inline loader preloads each page's files itself (scripts/prerender.mjs).
    modulePreload: false,
    rolldownOptions: {
      // wouter makes its Link and a context as it loads; the app uses neither (its links are plain
      // <a>), and they only drop out once the bundler knows these calls have no side effects.
      treeshake: { manualPureFunctions: ['forwardRef', 'createContext'] },
      // React, the router and the frame in one file: gzip packs them tighter than apart.
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  plugins: [
    postsAsComponents(),
    plainDynamicImports(),
    leanRouter(),
    inlineContentParts(),
    contentPictures(),
    splitPages(),
    keepCssModules(),
    react(),
    imagetools(),
    fillTemplate(),
  ],
  // Every language's pages load the same files from the root's assets/: a visitor who switches
  // language keeps the stylesheet, the pictures and every chunk that holds no words in its cache.
  experimental: { renderBuiltUrl: (file) => root.base + file },
  define,
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
  },
})
