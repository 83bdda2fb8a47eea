import { useEffect } from 'react'
import { routerBase } from '../lib/base.ts'
import { inAppPath, PLAIN_CLICK } from '../lib/in-app-link.ts'
import { routePath } from '../lib/route-path.ts'
import { preparePage } from '../page-loader.tsx'
import { isRoute, routeAt, routeFor } from '../routes.ts'

// A page of the app, which it opens itself; a page that is a document of its own loads as one.
const isPage = (path: string) => {
  const route = routePath(new URL(path, location.origin).pathname)
  return isRoute(route) && !routeFor(route).document
}

const linkOf = (event: Event) => {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement ? link : null
}

// Links are plain links, in the prerendered frame and in the pages alike, so they work before the
// app loads. Once it runs, a click on a link to one of the site's pages opens it in the app, and a
// pointer over such a link (or focus on it) fetches that page's code first, so that it opens at
// once: no page's code loads before a visitor heads for it.
export function useInAppLinks(navigate: (path: string) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = linkOf(event)
      const path = link && inAppPath(event, link, location.href, routerBase)
      if (!path || !isPage(path)) return
      event.preventDefault()
      navigate(path)
    }
    const prepared = new Set<string>()
    const prepare = (event: Event) => {
      const link = linkOf(event)
      // A pointer over a link, or focus on it, is a visitor about to follow it.
      const path = link && inAppPath(PLAIN_CLICK, link, location.href, routerBase)
      if (!path || !isPage(path) || prepared.has(link.pathname)) return
      prepared.add(link.pathname)
      // Should it fail, the click tries again, and the browser loads the page if that fails too.
      preparePage(routeAt(link.pathname)).catch(() => prepared.delete(link.pathname))
    }
    document.addEventListener('click', onClick)
    document.addEventListener('pointerover', prepare)
    document.addEventListener('focusin', prepare)
    return () => {
      document.removeEventListener('click', onClick)
      document.removeEventListener('pointerover', prepare)
      document.removeEventListener('focusin', prepare)
    }
  }, [navigate])
}
