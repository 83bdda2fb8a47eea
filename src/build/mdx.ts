import { compile, type CompileOptions } from '@mdx-js/mdx'
import rehypeShiki from '@shikijs/rehype'
import type { Element, Root } from 'hast'
import type { Root as MdastRoot } from 'mdast'
import { relative } from 'node:path'
import { headingRank } from 'hast-util-heading-rank'
import { toString } from 'hast-util-to-string'
import { toString as markdownText } from 'mdast-util-to-string'
import rehypeAutolinkHeadings from 'rehype-autolink-headings'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkSmartypants from 'remark-smartypants'
import { createCssVariablesTheme, type ShikiTransformer } from 'shiki'
import type { PluggableList } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import {
  FOOTNOTES_LABEL,
  isMdxComment,
  isPostComponent,
  isPostPicture,
  isSiteAddress,
  notAPostComponent,
  notInAPost,
  POST_COMPONENTS,
  postName,
  type Heading,
  type PostSources,
} from '../site-content/posts.ts'
import { typography } from '../site-content/typography.ts'
import { ownerMistake } from '../site-content/validate.ts'
import { languages } from '../content/languages.ts'
import { longWord } from '../lib/long-words.ts'
import { keepMeasuresWhole } from '../lib/numbers.ts'
import type { VFile } from 'vfile'
import { VFileMessage } from 'vfile-message'

// How the build turns a post's MDX into HTML (the posts plugin of build/vite-plugins.ts). It runs only at build time and in
// the dev server's renders: the browser never receives the compiler, the highlighter or the MDX.

// Shiki names each token's kind in a variable, `var(--shiki-token-keyword)`, the same in both
// themes; styleToClass turns it into a class, which post.module.css colours with each theme's
// `--code-*` properties (theme/palette.ts).
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

declare module 'vfile' {
  interface DataMap {
    headings: Heading[]
    sources: PostSources
  }
}

const isFootnotesLabel = (node: Element) => node.properties.id === FOOTNOTES_LABEL

// Each h2 and h3 once it has its id, in order, for the contents (blog/post-bodies.tsx).
const listHeadings = () => (tree: Root, file: VFile) => {
  const headings: Heading[] = []
  visit(tree, 'element', (node) => {
    const level = headingRank(node)
    if (isFootnotesLabel(node)) return
    if ((level === 2 || level === 3) && typeof node.properties.id === 'string')
      headings.push({ id: node.properties.id, text: toString(node), level })
  })
  file.data.headings = headings
}

// Each heading's size is fitted to its longest word, as a page's title is (lib/long-words.ts);
// the footnotes' label is not shown.
const fittedHeadings = () => (tree: Root) => {
  visit(tree, 'element', (node) => {
    if (headingRank(node) && !isFootnotesLabel(node))
      node.properties.dataLongWord = longWord(toString(node))
  })
}

/** The attributes an element written as HTML or a component in a post is given, by name. */
const attributesOf = ({ attributes }: { attributes: readonly object[] }) =>
  Object.fromEntries(
    attributes.flatMap((given) =>
      'name' in given && typeof given.name === 'string'
        ? [[given.name, 'value' in given ? given.value : undefined]]
        : [],
    ),
  )

// A component a post may not use (a misspelt <Figur>), one without an attribute it needs (a
// <Figure> without its alt, as a Markdown picture without its alt text), or a brace that would run code (`{name}`: a post runs none, and its
// Markdown copy could not hold it) stops the build at the place it is written, in words an owner
// can act on; an HTML element (<kbd>) is kept as written, and `{/* … */}` is a comment.
const BRACE = 'a { in the text starts code, which a post cannot run: write \\{ for the brace itself'
const postRules = () => (tree: MdastRoot, file: VFile) =>
  visit(tree, (node) => {
    const fail = (problem: string): never => {
      const { line, column } = node.position?.start ?? {}
      throw ownerMistake(`${relative('.', file.path)}:${line}:${column}: ${problem}`)
    }
    if (node.type === 'mdxjsEsm') return fail(notInAPost(node.value.split('\n')[0] ?? ''))
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
      return isMdxComment(node.value) || fail(`{${node.value}}: ${BRACE}`)
    if (node.type === 'image' && !node.alt?.trim())
      fail(
        `![…](${node.url}) needs its alt text between the brackets, which a screen reader reads in place of the picture`,
      )
    if (node.type === 'heading' && node.depth === 1) {
      const heading = markdownText(node)
      fail(
        `# ${heading}: a post's title is its front matter's, above the text; the headings in its text start at ## (## ${heading})`,
      )
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
    const { name } = node
    const attributes = attributesOf(node)
    const has = (attribute: string) => attribute in attributes
    const text = (attribute: string) => String(attributes[attribute] ?? '')
    if (name === 'iframe' && !has('title'))
      fail('<iframe> needs title="…", which names the frame to a screen reader')
    if (has('style'))
      fail(
        `<${name} style="…">: the site's security policy lets no element of a page carry its own style, so the browser would not draw it`,
      )
    if (name === 'img' && isPostPicture(text('src')))
      fail(
        `<img src="${text('src')}">: a picture of the posts is written ![${text('alt')}](${text('src')}), or as a <Figure>, which the site publishes at the sizes each screen needs`,
      )
    if (name === 'a' && isSiteAddress(text('href')))
      fail(
        `<a href="${text('href')}">: a link to a page of the site is written [${markdownText(node)}](${text('href')}), which the site leads to under its address, in the post's language`,
      )
    if (!name || /^[a-z]/.test(name)) return
    if (!isPostComponent(name)) return fail(notAPostComponent(name))
    const missing = POST_COMPONENTS[name].filter((needed) => !has(needed))
    if (missing.length) fail(`<${name}> needs ${missing.map((one) => `${one}="…"`).join(' and ')}`)
  })

// What each element that shows another site's address, written in Markdown or as HTML, shows
// from it; a video's poster is a picture.
const KINDS: Record<string, keyof PostSources> = {
  img: 'img',
  iframe: 'frame',
  video: 'media',
  audio: 'media',
  source: 'media',
  track: 'media',
}

// The origins of the other sites the post's pictures, frames and media come from.
const listSources = () => (tree: Root, file: VFile) => {
  const sources: PostSources = { img: [], frame: [], media: [] }
  const add = (kind: keyof PostSources | undefined, address: unknown) => {
    if (!kind || typeof address !== 'string' || !/^https?:\/\//.test(address)) return
    const { origin } = new URL(address)
    if (!sources[kind].includes(origin)) sources[kind].push(origin)
  }
  visit(tree, (node) => {
    const [name = '', attributes = {}] =
      node.type === 'element'
        ? [node.tagName, node.properties]
        : node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
          ? [node.name ?? '', attributesOf(node)]
          : []
    add(KINDS[name], attributes.src)
    if (name === 'video') add('img', attributes.poster)
  })
  file.data.sources = sources
}

// A frame (a talk's video) loads as it nears the screen, unless the post says otherwise.
const lazyFrames = () => (tree: Root) =>
  visit(tree, (node) => {
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return
    if (node.name === 'iframe' && !('loading' in attributesOf(node)))
      node.attributes.push({ type: 'mdxJsxAttribute', name: 'loading', value: 'lazy' })
  })

// A measure stays whole in a line of text or a narrow table's cell; code is as written.
const measuresWhole = () => (tree: Root) =>
  visit(tree, (node) => {
    if (node.type === 'element' && (node.tagName === 'code' || node.tagName === 'pre')) return SKIP
    if (node.type === 'text') node.value = keepMeasuresWhole(node.value)
  })

// Search (Pagefind) ends a data cell's words where the cell ends, but runs a header cell's into
// the next ('PageFirst paint'): each header cell's text ends in a space, which the page does not
// show.
const spacedHeaderCells = () => (tree: Root) =>
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'th') return
    const last = node.children.at(-1)
    if (last?.type === 'text') last.value += ' '
    else node.children.push({ type: 'text', value: ' ' })
  })

// A column Markdown aligns (`| --: |`) is aligned by a class, which the post's stylesheet draws:
// the policy would block the style attribute MDX gives it.
const alignedCells = () => (tree: Root) =>
  visit(tree, 'element', (node) => {
    const { align } = node.properties
    if (typeof align !== 'string') return
    delete node.properties.align
    node.properties.className = [`align-${align}`]
  })

// A task list's box (`- [x] Measure it`) is named by its task: the box and the words after it, up
// to a nested list, become a label, as a form's checkbox would be.
const labelledTasks = () => (tree: Root) =>
  visit(tree, 'element', (node) => {
    const box = node.children.findIndex(
      (child) => child.type === 'element' && child.properties.type === 'checkbox',
    )
    if (box === -1 || node.tagName === 'label') return
    const end = node.children.findIndex(
      (child, index) =>
        index > box && child.type === 'element' && /^(ul|ol|p)$/.test(child.tagName),
    )
    const task = node.children.slice(box, end === -1 ? undefined : end)
    node.children.splice(box, task.length, {
      type: 'element',
      tagName: 'label',
      properties: {},
      children: task,
    } as Element)
  })

export const mdxOptions: CompileOptions = {
  remarkPlugins: [remarkFrontmatter, remarkGfm, postRules],
  tableCellAlignToStyle: false,
  // Footnotes (`[^1]`) end the post under a heading for screen readers; each links back to where
  // the text cites it, labelled by its number ('2', or '2-1' for its second citation), which the
  // post's words then name in its language (blog/post-bodies.tsx).
  remarkRehypeOptions: {
    footnoteLabelProperties: { className: ['visually-hidden'] },
    footnoteBackLabel: (index, again) => `${index + 1}${again > 1 ? `-${again}` : ''}`,
  },
  rehypePlugins: [
    [
      rehypeShiki,
      {
        theme,
        transformers: [tokenClasses],
        // Each language's grammar loads when a post first uses it, not all 200 up front; a block
        // in one it has not (a typo, `tsxx`) is shown as written, uncoloured.
        langs: [],
        lazy: true,
        fallbackLanguage: 'text',
        // No time limit per line: on a busy machine, Shiki would leave the rest of a line uncoloured.
        tokenizeTimeLimit: 0,
      },
    ],
    rehypeSlug,
    listHeadings,
    fittedHeadings,
    listSources,
    lazyFrames,
    measuresWhole,
    spacedHeaderCells,
    alignedCells,
    labelledTasks,
    // Each heading is a link to itself: its text is the link's, so it needs no words of its own.
    [
      rehypeAutolinkHeadings,
      { behavior: 'wrap', test: (node: Element) => !isFootnotesLabel(node) },
    ],
  ],
}

// What MDX's own messages leave an owner to guess: that what they wrote as text is read as code.
const HINTS: [test: (problem: VFileMessage) => boolean, hint: string][] = [
  [({ source }) => source === 'micromark-extension-mdx-expression', BRACE],
  [
    ({ source, reason }) => source === 'micromark-extension-mdx-jsx' && !reason.includes('(note:'),
    'a < in the text starts a tag: write \\< for the sign itself',
  ],
  [
    ({ ruleId }) => ruleId === 'end-tag-mismatch',
    'in MDX a tag is closed, as <br /> is; write \\< for a < that is text',
  ],
  [
    ({ source }) => source === 'micromark-extension-mdxjs-esm',
    'a paragraph that starts with import or export is read as code: reword its start',
  ],
]

/** A compiled post, with its headings and the sites it shows things from as exports of their own. */
const withExports = (compiled: VFile) =>
  `${String(compiled)}\nexport const headings = ${JSON.stringify(compiled.data.headings ?? [])}\n` +
  `export const sources = ${JSON.stringify(compiled.data.sources)}\n`

/**
 * A post's MDX as the module the build renders, with its headings; a mistake in it stops the
 * build with the post's path, the place and the problem.
 */
export async function compilePost(value: string, path: string) {
  const remarkPlugins: PluggableList = [
    ...(mdxOptions.remarkPlugins ?? []),
    [remarkSmartypants, typography(postName(path, languages[0]?.code ?? '').code)],
  ]
  try {
    return withExports(await compile({ value, path }, { ...mdxOptions, remarkPlugins }))
  } catch (error) {
    if (!(error instanceof VFileMessage)) throw error
    const place = error.line ? `:${error.line}:${error.column}` : ''
    const hint = HINTS.find(([applies]) => applies(error))?.[1]
    throw new Error(`${relative('.', path)}${place}: ${error.reason}${hint ? ` (${hint})` : ''}`, {
      cause: error,
    })
  }
}
