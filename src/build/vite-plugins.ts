import { resolve } from 'node:path'
import { compile } from '@mdx-js/mdx'
import { runnerImport, type Plugin } from 'vite'
import type { FactsInput } from '../content-model/schema.ts'
import { mdxOptions } from '../lib/mdx.ts'
import { themeCss } from '../theme/theme-css.ts'

// The build's own Vite plugins: posts, the pictures and the theme that site.ts names.

/** site.ts as it is now, watched by the dev server. */
async function siteFacts(plugin: { addWatchFile: (file: string) => void }) {
  const file = resolve('src/content/site.ts')
  plugin.addWatchFile(file)
  return (await runnerImport<{ site: FactsInput }>(file, { configFile: false })).module.site
}

// A post's MDX compiles to a component, which the build renders (src/build/post-bodies.tsx); a
// `?raw` import of it (content-model/posts.ts) reads its text as written.
export const posts: Plugin = {
  name: 'posts',
  enforce: 'pre',
  transform: async (source, id) =>
    id.endsWith('.mdx') ? String(await compile({ value: source, path: id }, mdxOptions)) : null,
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

// `virtual:theme.css`: the theme site.ts sets, as the custom properties every style reads.
const THEME = 'virtual:theme.css'
export const themeStyles = (): Plugin => ({
  name: 'theme-styles',
  resolveId: (id) => (id === THEME ? `\0${THEME}` : undefined),
  async load(id) {
    if (id !== `\0${THEME}`) return
    return themeCss((await siteFacts(this)).theme)
  },
})
