import { useEffect } from 'react'
import { routerBase } from '../lib/base.ts'
import { inAppPath } from '../lib/in-app-link.ts'
import { routePath } from '../lib/route-path.ts'
import { isRoute, routeFor } from '../routes.ts'

// A page of the app, which it opens itself; a page that is a document of its own loads as one.
const isPage = (path: string) => {
  const route = routePath(new URL(path, location.origin).pathname)
  return isRoute(route) && !routeFor(route).document
}

// Links are plain links, in the prerendered frame and in the pages alike, so they work before the
// app loads. Once it runs, a click on a link to one of the site's pages opens it in the app.
export function useInAppLinks(navigate: (path: string) => void) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement)) return
      const path = inAppPath(event, link, location.href, routerBase)
      if (path === null || !isPage(path)) return
      event.preventDefault()
      navigate(path)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [navigate])
}
