import type { CompileOptions } from '@mdx-js/mdx'
import rehypeShiki from '@shikijs/rehype'
import type { Element } from 'hast'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { createCssVariablesTheme, type ShikiTransformer } from 'shiki'

// How the build turns a post's MDX into HTML (vite.config.ts). It runs only at build time and in
// the dev server's renders: the browser never receives the compiler, the highlighter or the MDX.

// Shiki colours each token with a variable of the token's kind, `var(--shiki-token-keyword)`,
// the same in both themes; tokens.css gives each kind its colour in each theme.
const theme = createCssVariablesTheme({ name: 'site', variablePrefix: '--shiki-' })

const TOKEN_COLOR = /(?:^|;)color:var\(--shiki-([\w-]+)\)/
const FONT_STYLE = /font-(style|weight):(italic|bold)/g

// The policy allows no style attribute (style-src 'self'): once Shiki has built a block, each
// token's colour and emphasis become classes (`token-keyword`, `token-italic`) that the post's
// stylesheet (pages/post.module.css) draws. Tokens alike stay apart, as Shiki made them.
function styleToClass(node: Element) {
  const style = String(node.properties.style ?? '')
  delete node.properties.style
  const kind = TOKEN_COLOR.exec(style)?.[1]
  const emphasis = [...style.matchAll(FONT_STYLE)].map(([, , value]) => `token-${value}`)
  const classes = [...(kind && kind !== 'foreground' ? [kind] : []), ...emphasis]
  if (classes.length > 0) node.properties.className = classes
  node.children.forEach((child) => child.type === 'element' && styleToClass(child))
}

const tokenClasses: ShikiTransformer = {
  name: 'token-classes',
  // The block's own colours are the post's stylesheet's.
  pre(node) {
    delete node.properties.style
    node.children.forEach((child) => child.type === 'element' && styleToClass(child))
  },
}

export const mdxOptions: CompileOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm],
  rehypePlugins: [
    [
      rehypeShiki,
      {
        theme,
        transformers: [tokenClasses],
        // Each language's grammar loads when a post first uses it, not all 200 up front.
        langs: [],
        lazy: true,
        // No time limit per line: on a busy machine, Shiki would leave the rest of a line uncoloured.
        tokenizeTimeLimit: 0,
      },
    ],
    rehypeSlug,
    // Each heading is a link to itself: its text is the link's, so it needs no words of its own.
    [rehypeAutolinkHeadings, { behavior: 'wrap' }],
  ],
}
