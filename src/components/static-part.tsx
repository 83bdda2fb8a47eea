import type { ReactNode, Ref } from 'react'

// Some of a page is HTML with no controls, which the browser never renders again once the build
// has: a post's body (post-bodies.tsx), a project's body, the grid. The app takes it from the
// prerendered page it hydrates. Reached in the app, a post's body comes from the post's published
// HTML, fetched first; the others the page renders itself, from code that comes later.

const ATTRIBUTE = 'data-static-html'

/** The id of a post's body. */
export const postBodyId = (slug: string) => `post:${slug}`
const known = new Map<string, string>()

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
      : document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML)
  if (html !== undefined) known.set(id, html)
  return html ?? ''
}

/** Fetches the HTML of `id` from the published page at `href`, once. */
export async function loadStaticHtml(id: string, href: string): Promise<void> {
  if (known.has(id)) return
  const response = await fetch(href, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${href}: ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const element = page.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)
  if (!element) throw new Error(`${href} has no ${id}`)
  known.set(id, element.innerHTML)
}

type StaticPartProps = {
  /** Names the part among the site's: `post:<slug>`, `grid:<tag>`. */
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
