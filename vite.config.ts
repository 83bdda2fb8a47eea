import { resolve } from 'node:path'
import { compile } from '@mdx-js/mdx'
import react from '@vitejs/plugin-react'
import { runnerImport, type Plugin } from 'vite'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vitest/config'
import type { FactsInput } from './src/content-model/schema.ts'
import { deployTarget } from './src/content/deploy.ts'
import { languageFor, languagePath, languages } from './src/content/languages.ts'
import { mdxOptions } from './src/lib/mdx.ts'
import { installTheme } from './src/lib/theme.ts'

// One build per language (scripts/build.mjs sets SITE_LANGUAGE): the default at the site's root,
// any other under /<code>/, all sharing one assets/ folder at the root.
const language = languageFor(process.env.SITE_LANGUAGE)
const root = deployTarget()
const base = root.base + languagePath(language.code)
const bases = languages.map(({ code }) => root.base + languagePath(code))

// A post's MDX compiles to a component, which the build renders (src/build/post-bodies.tsx); a
// `?raw` import of it (content-model/posts.ts) reads its text as written.
const posts: Plugin = {
  name: 'posts',
  enforce: 'pre',
  transform: async (source, id) =>
    id.endsWith('.mdx') ? String(await compile({ value: source, path: id }, mdxOptions)) : null,
}

// `virtual:content-pictures/photo?<imagetools query>` is the photo site.ts names, `…/covers?…`
// each project's cover by its slug: only the pictures the content names are made and published.
const PICTURES = 'virtual:content-pictures/'
const contentPictures = (): Plugin => ({
  name: 'content-pictures',
  resolveId: (id) => (id.startsWith(PICTURES) ? `\0${id}` : undefined),
  async load(id) {
    if (!id.startsWith(`\0${PICTURES}`)) return
    const [field, query] = id.slice(PICTURES.length + 1).split('?')
    const file = resolve('src/content/site.ts')
    this.addWatchFile(file)
    const { site } = (await runnerImport<{ site: FactsInput }>(file, { configFile: false })).module
    const pictures =
      field === 'covers' ? site.projects.map(({ slug, img }) => [slug, img]) : [[site.home.photo]]
    const imports = pictures.map(
      ([key, path = key], i) => `import p${i} from '/src/content/${path}?${query}'`,
    )
    const entries = pictures.map(([key], i) => `${JSON.stringify(key)}: p${i}`)
    return `${imports.join('\n')}\nexport default { ${entries.join(', ')} }`
  },
})

// The theme script is inline, to set the theme before the first paint (allowed by hash: lib/csp.ts).
const fillTemplate = (): Plugin => ({
  name: 'fill-template',
  transformIndexHtml: (html) =>
    html
      .replace('<!--theme-script-->', `<script>(${installTheme.toString()})()</script>`)
      .replace('<html lang="en">', `<html lang="${language.code}">`),
})

const env = {
  BUILD_YEAR: String(new Date().getFullYear()),
  SITE_LANGUAGE: language.code,
  SITE_URL: root.url + languagePath(language.code),
  SITE_ROOT_URL: root.url,
  SITE_ROOT: root.base,
  NESTED_LANGUAGE_BASES: bases.filter((other) => other !== base && other.startsWith(base)),
  SHOW_DRAFTS: process.env.SHOW_DRAFTS === 'true', // only scripts/dev.mjs shows drafts
}

export default defineConfig({
  base,
  // The manifest tells scripts/sizes.mjs what each island loads; the server build writes the CSS.
  build: { manifest: true, cssCodeSplit: false, modulePreload: false },
  plugins: [posts, contentPictures(), react(), imagetools(), fillTemplate()],
  experimental: { renderBuiltUrl: (file) => root.base + file },
  define: Object.fromEntries(
    Object.entries(env).map(([key, value]) => [`import.meta.env.${key}`, JSON.stringify(value)]),
  ),
  test: { include: ['tests/unit/**/*.test.{ts,tsx}'] },
})
