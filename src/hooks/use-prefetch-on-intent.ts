import { useEffect } from 'react'
import { routerBase } from '../lib/base.ts'
import { inAppPath, PLAIN_CLICK } from '../lib/in-app-link.ts'
import { preparePage } from '../page-loader.tsx'
import { opensInPlace, routeAt } from '../routes.ts'

const linkOf = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement ? link : null
}

// A pointer over a link to one of the site's pages, or focus on it, is a visitor about to follow
// it: that page's code comes then, so that it takes its page over at once. No page's code loads
// before a visitor heads for it.
export function usePrefetchOnIntent() {
  useEffect(() => {
    const prepared = new Set<string>()
    const prepare = (event: Event) => {
      const link = linkOf(event)
      const path = link && inAppPath(PLAIN_CLICK, link, location.href, routerBase)
      if (!path || !opensInPlace(link.href) || prepared.has(link.pathname)) return
      prepared.add(link.pathname)
      // Should it fail, the visit tries again, and the page loads as a document if that fails too.
      preparePage(routeAt(link.pathname)).catch(() => prepared.delete(link.pathname))
    }
    document.addEventListener('pointerover', prepare)
    document.addEventListener('focusin', prepare)
    return () => {
      document.removeEventListener('pointerover', prepare)
      document.removeEventListener('focusin', prepare)
    }
  }, [])
}
