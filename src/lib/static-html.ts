// Some of a page is HTML the build renders and the browser never renders again: a post's body.
// The app shows it as HTML: from the prerendered page it hydrates, or, when the visitor moves to
// it in the app, from the page's published HTML, fetched first.

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
