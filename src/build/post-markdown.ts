import type { Element, Root as HastRoot, RootContent as HastContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import type { BlockContent, Link, Paragraph, PhrasingContent, RootContent } from 'mdast'
import { toHast, type State } from 'mdast-util-to-hast'
import { formatDay } from '../lib/dates.ts'
import { fill } from '../lib/fill.ts'
import { postPath, projectPath } from '../routing/route-path.ts'
import type { LanguageContent } from '../site-content/language-content.ts'
import {
  isMdxComment,
  isPostComponent,
  isPostPicture,
  isSiteAddress,
  notAPostComponent,
  notAPostPicture,
  postPicturePath,
  notAProject,
  splitPost,
  type Post,
  type PostComponent,
} from '../site-content/posts.ts'
import { readMdx, writeMarkdown } from './markdown.ts'

// Each post is also published as Markdown beside its page, for readers that want its text rather
// than its HTML (llms.txt lists them). What its MDX adds to Markdown becomes what Markdown has;
// blog/post-bodies.tsx renders the same components as HTML.

/** Where a post's Markdown is published: 'blog/hello.md', beside its page 'blog/hello'. */
export const postMarkdownFile = (slug: string) => `${postPath(slug).slice(1)}.md`

export type PostSource = {
  /** The post's file as written: its front matter, then its MDX. */
  text: string
  /** The address a picture of the posts is published at, by its path from content/. */
  picture: (image: string) => string | undefined
}

// The components that stand apart from the text, as a figure or an aside does.
const BLOCKS: ReadonlySet<string | null> = new Set<PostComponent>(['Figure', 'Callout'])

type Jsx = Extract<RootContent, { type: 'mdxJsxFlowElement' | 'mdxJsxTextElement' }>
type Parent = Extract<RootContent, { children: unknown }>

const text = (value: string): PhrasingContent => ({ type: 'text', value })
const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children })
const image = (url: string, alt: string) => paragraph([{ type: 'image', url, alt }])
// Inside a component, Markdown's parser puts paragraphs when it spans lines, phrasing when not.
const phrasingOf = (nodes: RootContent[]) =>
  nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node as PhrasingContent]))

/** A component's text attribute, as `image="images/posts/x.png"`: none when it is an expression. */
function attribute(node: Jsx, name: string) {
  const found = node.attributes.find(
    (item) => item.type === 'mdxJsxAttribute' && item.name === name,
  )
  return typeof found?.value === 'string' ? found.value : undefined
}

type Context = {
  file: string
  /** The post's page: its relative links and pictures are relative to it. */
  page: string
  projects: LanguageContent['site']['projects']
  /** The address of a page of the post's language, by its path: '/resume'. */
  pageUrl: (path: string) => string
  picture: (image: string) => string | undefined
}

function converter({ file, page, projects, pageUrl, picture }: Context) {
  const fail = (problem: string): never => {
    throw new Error(`${file}: ${problem}`)
  }
  // An address with its own scheme stays as written.
  const absolute = (url: string) => (URL.canParse(url) ? url : new URL(url, page).href)
  // A link from the site's root ('/resume') leads to a page of the post's language.
  const linked = (url: string) => (isSiteAddress(url) ? pageUrl(url) : absolute(url))
  const pictureUrl = (path: string, what: string) =>
    absolute(picture(postPicturePath(path)) ?? fail(`${what}: ${notAPostPicture(path)}`))
  // A node with its children converted, each kept in the kind of place the parser found it.
  const within = <T extends Parent>(node: T): T =>
    ({ ...node, children: (node.children as RootContent[]).flatMap(convert) }) as T

  const figure = (node: Jsx, caption: RootContent[]): RootContent[] => [
    image(pictureUrl(attribute(node, 'image') ?? '', '<Figure>'), attribute(node, 'alt') ?? ''),
    // Its caption below it, in italics.
    ...caption.map((block) =>
      block.type === 'paragraph'
        ? paragraph([{ type: 'emphasis', children: block.children }])
        : block,
    ),
  ]

  const callout = (node: Jsx, body: RootContent[]): RootContent[] => {
    const title = attribute(node, 'title')
    const lead = title ? [paragraph([{ type: 'strong', children: [text(title)] }])] : []
    return [{ type: 'blockquote', children: [...lead, ...(body as BlockContent[])] }]
  }

  const projectLink = (node: Jsx, children: RootContent[]): Link => {
    const slug = attribute(node, 'slug') ?? ''
    const project = projects.find((candidate) => candidate.slug === slug) ?? fail(notAProject(slug))
    const words = phrasingOf(children)
    return {
      type: 'link',
      url: pageUrl(projectPath(slug)),
      children: words.length > 0 ? words : [text(project.title)],
    }
  }

  function component(node: Jsx): RootContent[] {
    const children = (node.children as RootContent[]).flatMap(convert)
    const block = node.type === 'mdxJsxFlowElement'
    const alone = (name: string) =>
      fail(`<${name}> goes on lines of its own, not inside a paragraph`)
    const forms: Record<PostComponent, () => RootContent[]> = {
      Figure: () => (block ? figure(node, children) : alone('Figure')),
      Callout: () => (block ? callout(node, children) : alone('Callout')),
      ProjectLink: () =>
        block ? [paragraph([projectLink(node, children)])] : [projectLink(node, children)],
    }
    if (node.name === null) return children
    if (isPostComponent(node.name)) return forms[node.name]()
    // An HTML element (<kbd>, <br />) is kept as written; a component the build does not know has
    // no form here, as it has none on the page.
    if (/^[a-z]/.test(node.name)) return [{ ...node, children } as RootContent]
    return fail(notAPostComponent(node.name))
  }

  // A figure or a callout written on one line is the only thing in its paragraph: it stands for it.
  function paragraphOf(node: Paragraph): RootContent[] {
    const [only, ...rest] = node.children.filter(
      (child) => child.type !== 'text' || child.value.trim() !== '',
    )
    const lone = only?.type === 'mdxJsxTextElement' && rest.length === 0
    if (!lone || !BLOCKS.has(only.name)) return [within(node)]
    return component({ ...only, type: 'mdxJsxFlowElement', children: [paragraph(only.children)] })
  }

  function convert(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'mdxjsEsm':
        return []
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        if (isMdxComment(node.value)) return []
        return fail(`{${node.value}}: an expression has no Markdown form`)
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return component(node)
      case 'paragraph':
        return paragraphOf(node)
      case 'link':
        return [within({ ...node, url: linked(node.url) })]
      case 'image':
        return [
          {
            ...node,
            url: isPostPicture(node.url)
              ? pictureUrl(node.url, `![${node.alt ?? ''}]`)
              : absolute(node.url),
          },
        ]
      case 'definition':
        return [{ ...node, url: linked(node.url) }]
    }
    return 'children' in node ? [within(node)] : [node]
  }

  return { convert, pictureUrl }
}

/** A published post's syntax tree: its title, dates and tags, then its cover and its text. */
function postTree(content: LanguageContent, post: Post, source: PostSource) {
  const { site, ui, language, url } = content
  const { convert, pictureUrl } = converter({
    file: post.file,
    page: url(postPath(post.slug)),
    projects: site.projects,
    pageUrl: url,
    picture: source.picture,
  })
  // In italics, as a post's page sets its dates apart (and a date such as '28. lokakuuta' needs
  // no escaping there, where at the start of a line it would read as a list's number).
  const dated = (words: string) => paragraph([{ type: 'emphasis', children: [text(words)] }])
  const day = (date: string) => formatDay(date, language.code)
  const tags = post.tags.map((id) => site.tags[id] ?? id)
  const header: RootContent[] = [
    { type: 'heading', depth: 1, children: [text(post.title)] },
    dated(day(post.date)),
    ...(post.updated ? [dated(`${ui.blog.updated} ${day(post.updated)}`)] : []),
    ...(tags.length > 0 ? [paragraph([text(`${ui.blog.tags}: ${tags.join(', ')}`)])] : []),
  ]
  const body: RootContent[] = [
    ...(post.cover ? [image(pictureUrl(post.cover.image, 'cover'), post.cover.alt)] : []),
    ...readMdx(splitPost(source.text).body).children.flatMap(convert),
  ]
  return { header, body }
}

/** A published post as Markdown: its title, dates and tags, its cover, then its text. */
export function postMarkdown(content: LanguageContent, post: Post, source: PostSource): string {
  const { header, body } = postTree(content, post, source)
  return writeMarkdown({ type: 'root', children: [...header, ...body] }, { withMdx: true })
}

// An HTML element a post keeps (<kbd>, <sup>), as it is written.
const element = (state: State, node: Jsx): Element => ({
  type: 'element',
  tagName: node.name ?? 'span',
  properties: Object.fromEntries(
    node.attributes.flatMap((item) =>
      item.type === 'mdxJsxAttribute' && typeof item.value === 'string'
        ? [[item.name, item.value]]
        : [],
    ),
  ),
  children: state.all(node),
})

/**
 * A published post's cover and text as HTML, for feed readers: every address in it absolute, its
 * code plain, its footnotes under their heading in the post's words.
 */
export function postHtml(content: LanguageContent, post: Post, source: PostSource): string {
  const { footnotes, backToReference } = content.ui.blog
  const tree = toHast(
    { type: 'root', children: postTree(content, post, source).body },
    {
      footnoteLabel: footnotes,
      ...(backToReference && {
        footnoteBackLabel: (index: number) => fill(backToReference, { number: String(index + 1) }),
      }),
      handlers: { mdxJsxFlowElement: element, mdxJsxTextElement: element },
    },
  )
  withinPage(tree, content.url(postPath(post.slug)))
  return toHtml(tree)
}

// A link within the post (a footnote and its way back) leads within its page: a feed reader would
// read '#fn-1' against the feed's own address.
function withinPage(node: HastRoot | HastContent, page: string) {
  if (node.type === 'element' && String(node.properties.href ?? '').startsWith('#'))
    node.properties.href = page + String(node.properties.href)
  if ('children' in node) for (const child of node.children) withinPage(child, page)
}
