import type { ReactNode, Ref } from 'react'
import { pageHref } from '../lib/base.ts'

// Some of a page is HTML with no controls, which the browser never renders again once the build
// has: a post, the blog's lists, a project's body, the grid. The app takes it from the
// prerendered page it hydrates. Reached in the app, a post and a list of posts come from their
// published HTML, fetched first, so the blog ships none of its posts' words however many there
// are; the others the page renders itself, from code that comes later.

const ATTRIBUTE = 'data-static-html'
const selectorOf = (id: string) => `[${ATTRIBUTE}="${CSS.escape(id)}"]`

/** The id of a post's page: its header, body and neighbours. */
export const postId = (slug: string) => `post:${slug}`
/** The id of a post's body, which the build renders from its MDX and hands to the page. */
export const postBodyId = (slug: string) => `post-body:${slug}`
/** The id of the list of posts with `tag`, or of every post. */
export const postListId = (tag = '') => `posts:${tag}`

/** What a published page says of itself in its <head>. */
export type PublishedHead = { title: string; description: string; imageAlt: string }

const known = new Map<string, string>()
const heads = new Map<string, PublishedHead>()

const metaIn = (page: Document, selector: string) =>
  page.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content ?? ''
const headIn = (page: Document): PublishedHead => ({
  title: page.title,
  description: metaIn(page, 'name="description"'),
  imageAlt: metaIn(page, 'property="og:image:alt"'),
})

/** The attribute that marks the element holding the HTML of `id`. */
export const staticHtmlMark = (id: string) => ({ [ATTRIBUTE]: id })

/** The build's renders set each page's HTML before rendering the page. */
export const setStaticHtml = (id: string, html: string) => known.set(id, html)

/** The HTML of `id`, once fetched or as the prerendered page holds it; '' if neither. */
export function staticHtml(id: string): string {
  const html =
    known.get(id) ??
    (typeof document === 'undefined'
      ? undefined
      : document.querySelector(selectorOf(id))?.innerHTML)
  if (html !== undefined) known.set(id, html)
  return html ?? ''
}

/**
 * The head of the page that holds `id`: the fetched page's, or the loaded page's own. The app
 * keeps the head of a page it shows from fetched HTML true with it (hooks/use-document-head.ts).
 */
export function publishedHead(id: string): PublishedHead {
  const fetched = heads.get(id)
  if (fetched) return fetched
  const head = headIn(document)
  if (document.querySelector(selectorOf(id))) heads.set(id, head)
  return head
}

/** Fetches the HTML of `id`, and its page's head, from the published page at `path`, once. */
export async function loadStaticHtml(id: string, path: string): Promise<void> {
  if (import.meta.env.SSR || known.has(id)) return
  const href = pageHref(path)
  const response = await fetch(href, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${href}: ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const element = page.querySelector(selectorOf(id))
  if (!element) throw new Error(`${href} has no ${id}`)
  known.set(id, element.innerHTML)
  heads.set(id, headIn(page))
}

type StaticPartProps = {
  /** Names the part among the site's: `post:<slug>`, `posts:<tag>`, `grid:<tag>`. */
  id: string
  className?: string
  ref?: Ref<HTMLDivElement>
  /** The part, as the build renders it, and the app when the loaded page lacks it. */
  children?: ReactNode
}

/**
 * A part of a page with no controls of its own: the app takes its prerendered HTML as it is and
 * never renders it again, so hydrating it costs nothing and the page ships none of its words.
 */
export function StaticPart({ id, className, ref, children }: StaticPartProps) {
  const html = staticHtml(id)
  if (html)
    return (
      <div
        ref={ref}
        className={className}
        {...staticHtmlMark(id)}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  // Only the build marks what it renders: what the app renders is never taken as prerendered.
  return (
    <div ref={ref} className={className} {...(import.meta.env.SSR && staticHtmlMark(id))}>
      {children}
    </div>
  )
}
