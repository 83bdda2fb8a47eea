import type { Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import remarkStringify, { type Options } from 'remark-stringify'
import { unified } from 'unified'

// Markdown as the build reads a post's MDX and writes llms.txt and each post's .md: never shipped.

const style: Options = { bullet: '-', rule: '-' }

// A post may keep an HTML element (<kbd>, <sup>): written back as MDX writes it, which reads as HTML.
const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkStringify, style)
const plain = unified().use(remarkGfm).use(remarkStringify, style)

/** A post's body (its front matter cut off) as Markdown's syntax tree, with MDX's nodes in it. */
export const readMdx = (body: string): Root => mdx.parse(body)

/** A tree as Markdown; `withMdx` for a post's, which may hold an HTML element. */
export const writeMarkdown = (tree: Root, { withMdx = false } = {}): string =>
  (withMdx ? mdx : plain).stringify(tree)
