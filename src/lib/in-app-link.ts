type Click = {
  button: number
  altKey: boolean
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  defaultPrevented: boolean
}
/** A click with the main button and no key held: what a link followed as it is would be. */
export const PLAIN_CLICK: Click = {
  button: 0,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  defaultPrevented: false,
}

type Link = { href: string; target: string; hasAttribute: (name: string) => boolean }

/**
 * Where a click on a link should take the app without a page load, as a path under the base
 * ('/about'), or null when the browser should follow it itself: another site, a new tab or
 * window, a download, a jump within the page, or a click something else already handled.
 */
export function inAppPath(
  click: Click,
  link: Link,
  here: string,
  routerBase: string,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.altKey || click.ctrlKey || click.metaKey || click.shiftKey) return null
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, here)
  const current = new URL(here)
  if (url.origin !== current.origin) return null
  if (url.pathname !== `${routerBase}/` && !url.pathname.startsWith(`${routerBase}/`)) return null
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null
  return url.pathname.slice(routerBase.length) + url.search + url.hash
}
