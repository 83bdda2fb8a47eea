import { parse } from 'yaml'
import type { FrontMatter } from '../content-model/schema.ts'
import { blogTagPath, postPath } from '../routing/route-path.ts'

// A post is one MDX file per language in content/posts/: `<slug>.mdx` in the default language,
// `<slug>.<code>.mdx` in another. Its front matter (YAML between `---` lines) says what it is.

export type PostFile = { file: string; text: string }

/** A post as the pages read it: its front matter, where it is, and how long it takes to read. */
export type Post = FrontMatter & { slug: string; language: string; minutes: number; file: string }

/** A section of a post, as its contents list it: an h2, or an h3 within one (build/mdx.ts). */
export type Heading = { id: string; text: string; level: 2 | 3 }

/**
 * The other sites a post shows something from, by the kind of thing (build/mdx.ts): its page's
 * Content-Security-Policy allows each, and nothing else of theirs.
 */
export type PostSources = { img: string[]; frame: string[]; media: string[] }

/** The id of the heading of a post's footnotes, which screen readers alone are given. */
export const FOOTNOTES_LABEL = 'footnote-label'

/**
 * The components a post's MDX may use besides Markdown and HTML (blog/post-bodies.tsx), each with
 * the attributes it cannot do without.
 */
export const POST_COMPONENTS = {
  Figure: ['image', 'alt'],
  Callout: [],
  ProjectLink: ['slug'],
} as const satisfies Record<string, readonly string[]>

/** A component a post may use: its page (blog/post-bodies.tsx) and its Markdown copy
 * (build/post-markdown.ts) each have a form for every one, or TypeScript says which is missing. */
export type PostComponent = keyof typeof POST_COMPONENTS

export const isPostComponent = (name: string): name is PostComponent =>
  Object.hasOwn(POST_COMPONENTS, name)

/**
 * Whether a picture a post shows is one of the posts' own, named by its path from content/
 * (`images/posts/chart.png`), rather than an address (`https://…`, `/…`), which stays as written.
 */
export const isPostPicture = (source: string) => !URL.canParse(source) && !source.startsWith('/')

/** Whether a post's link leads to a page of the site from its root, as '/resume' does. */
export const isSiteAddress = (href: string) => /^\/(?!\/)/.test(href)

/**
 * A post's picture by its path from content/, however the post names it: from the post's own file
 * (`../images/posts/chart.png`, which an editor's preview shows) or its folder (`./images/…`) too.
 */
export const postPicturePath = (source: string) => source.replace(/^\.\.?\//, '')

// Whether a post's `{…}` is a comment, `{/* … */}`: the one kind of code a post may hold.
export const isMdxComment = (expression: string) => /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression)

const componentNames = (conjunction: string) => {
  const names = Object.keys(POST_COMPONENTS)
  return `${names.slice(0, -1).join(', ')} ${conjunction} ${names.at(-1)}`
}

/** What stops the build at any other component a post uses. */
export const notAPostComponent = (name: string) =>
  `<${name}> is not a component a post may use: ${componentNames('or')}`

/** What stops the build at an import or an export a post writes. */
export const notInAPost = (statement: string) =>
  `${statement}: a post imports nothing and exports nothing; its components are ${componentNames('and')}, there without an import`

/** What stops the build at a <ProjectLink> to a project that is not there. */
export const notAProject = (slug: string) =>
  `<ProjectLink slug="${slug}">: no project has that slug in site.ts`

/** What stops the build at a picture a post names that is not there. */
export const notAPostPicture = (path: string) =>
  `"${path}" is not a picture in src/content/images/posts/`

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** The file's slug and language code: 'posts/hello.fi.mdx' → hello, fi; no code is the default's. */
export function postName(file: string, defaultCode: string) {
  const [slug = '', code = defaultCode, ...rest] = (file.split('/').pop() ?? '')
    .replace(/\.mdx$/, '')
    .split('.')
  return { slug, code, valid: rest.length === 0 }
}

/** The front matter as YAML read it (not checked yet), and the body after it. */
export function splitPost(text: string): { data: unknown; body: string } {
  const match = FRONT_MATTER.exec(text)
  if (!match) return { data: undefined, body: text }
  return { data: parse(match[1] ?? '') ?? {}, body: text.slice(match[0].length) }
}

const WORDS_PER_MINUTE = 220
// Code is read more slowly than prose, so a word of code counts as two.
const CODE_WEIGHT = 2
// A fenced block of code: its opening fence and language, its lines, its closing fence.
const CODE_BLOCK = /^(```|~~~)[^\n]*\n([\s\S]*?)^\1/gm

/** Whole minutes to read an MDX body, at least 1: its prose and code, not its markup. */
export function readingMinutes(body: string): number {
  const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0
  const code = [...body.matchAll(CODE_BLOCK)].map(([, , block]) => block)
  const prose = body
    .replace(CODE_BLOCK, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
  const total =
    words(prose) + CODE_WEIGHT * code.reduce((sum, block) => sum + words(block ?? ''), 0)
  return Math.max(1, Math.ceil(total / WORDS_PER_MINUTE))
}

/** A language's posts, newest first; drafts only when asked for (the dev server). */
export function postsIn(posts: readonly Post[], code: string, { drafts = false } = {}): Post[] {
  return posts
    .filter((post) => post.language === code && (drafts || !post.draft))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))
}

/** The tags a language's posts use, each once, in the order they first appear. */
export const tagsOf = (posts: readonly Post[]) => [...new Set(posts.flatMap((post) => post.tags))]

/** The blog's pages in a language with these posts: none without posts. */
export function blogPaths(posts: readonly Post[]): string[] {
  if (posts.length === 0) return []
  return [
    '/blog',
    ...posts.map((post) => postPath(post.slug)),
    ...tagsOf(posts).map((tag) => blogTagPath(tag)),
  ]
}
