import { relative, resolve } from 'node:path'
import { compile } from '@mdx-js/mdx'
import { runnerImport, type Plugin } from 'vite'
import type { FactsInput } from '../content-model/schema.ts'
import type { ContentSource } from '../site-content/localize.ts'
import { mdxOptions, withHeadings } from './mdx.ts'
import { FONT_CACHE } from '../theme/font-files.ts'
import { themeFonts } from '../theme/fonts.ts'
import { themeCss } from '../theme/theme-css.ts'
import { webFonts } from '../theme/web-fonts.ts'

// The build's own Vite plugins: posts, the pictures and the theme that site.ts names.

/** site.ts as it is now, watched by the dev server. */
async function siteFacts(plugin: { addWatchFile: (file: string) => void }) {
  const file = resolve('src/content/site.ts')
  plugin.addWatchFile(file)
  return (await runnerImport<{ site: FactsInput }>(file, { configFile: false })).module.site
}

// A post's MDX compiles to a component, which the build renders (src/blog/post-bodies.tsx), and
// the list of its headings; a `?raw` import of it (site-content/post-files.ts) reads its text as
// written.
export const posts: Plugin = {
  name: 'posts',
  enforce: 'pre',
  transform: async (source, id) =>
    id.endsWith('.mdx')
      ? withHeadings(await compile({ value: source, path: id }, mdxOptions))
      : null,
}

// `virtual:content-pictures/photo?<imagetools query>` is the photo site.ts names, `…/covers?…`
// each project's cover by its slug: only the pictures the content names are made and published.
const PICTURES = 'virtual:content-pictures/'
export const contentPictures = (): Plugin => ({
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
})

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
      (file) => `/${relative(process.cwd(), file)}`,
    )
    return `${themeCss(theme)}@layer tokens {\n${fonts.css}\n}\n`
  },
})
