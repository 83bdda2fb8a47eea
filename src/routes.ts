import { appPath, routerBase } from './lib/base.ts'
import { routePath } from './lib/route-path.ts'
import { routes, type PageRoute } from './route-table.ts'

// Any other path shows Home (spec §2); every site has a home page.
const fallbackRoute = routes.find((route) => route.path === '/') as PageRoute

/** Whether a path, as routePath() reads it, is a page: exact, case and all, as the static host matches. */
export const isRoute = (path: string) => routes.some((route) => route.path === path)

/** The route of a path as routePath() reads it; any other path shows the fallback. */
export const routeFor = (path: string) =>
  routes.find((route) => route.path === path) ?? fallbackRoute

/** The route of a path in the browser's address bar, base path and all. */
export const routeAt = (pathname: string) => routeFor(routePath(appPath(pathname)))

/**
 * Whether an address is one of this language's pages that opens in place (navigation.ts): not
 * another language, a file (the résumé's PDF, a feed) or a page with a policy of its own (search).
 */
export function opensInPlace(url: string) {
  const { pathname } = new URL(url, location.href)
  // At the root, the default language's pages are outside another language's base ('/fi').
  if (pathname !== routerBase && !pathname.startsWith(`${routerBase}/`)) return false
  const path = routePath(appPath(pathname))
  return isRoute(path) && !routeFor(path).document
}
