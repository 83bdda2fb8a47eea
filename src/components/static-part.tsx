import type { ReactNode, Ref } from 'react'

// Some of a page is HTML with no controls, which the browser never renders again once the build
// has: a post, the blog's lists, a project's body, the grid. The app takes it from the page it
// hydrates, so the blog ships none of its posts' words however many there are. (A grid filtered
// in place, or a project opened over it, the page renders itself, from code that comes later.)

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

/** What the page on screen says of itself in its head: the app never writes a post's. */
export const publishedHead = (): PublishedHead => headIn(document)

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
