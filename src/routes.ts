import { projectSlugs } from './content/parts/frame.ts'
import { appPath } from './lib/base.ts'
import { projectPath, routePath } from './lib/route-path.ts'
import type { PageName } from './page-loader.tsx'

export type PageRoute = {
  path: string
  /** The file in routes/ that renders it; that file also gives its title and description. */
  page: PageName
  /** Whether the menu lists it (frame.tsx names it); the others are reached from other pages. */
  inMenu?: boolean
  /** The project a project page shows. */
  slug?: string
}

export const routes: readonly PageRoute[] = [
  { path: '/', page: 'home', inMenu: true },
  { path: '/portfolio', page: 'portfolio', inMenu: true },
  { path: '/about', page: 'about', inMenu: true },
  { path: '/resume', page: 'resume', inMenu: true },
  { path: '/contact', page: 'contact', inMenu: true },
  ...projectSlugs.map((slug) => ({ path: projectPath(slug), page: 'project' as const, slug })),
]

// Any other path shows Home (spec §2), so the first row doubles as the fallback.
const fallbackRoute = routes[0] as PageRoute

/** Whether a path, as routePath() reads it, is a page: exact, case and all, as the static host matches. */
export const isRoute = (path: string) => routes.some((route) => route.path === path)

/** The route of a path as routePath() reads it; any other path shows the fallback. */
export const routeFor = (path: string) =>
  routes.find((route) => route.path === path) ?? fallbackRoute

/** The route of a path in the browser's address bar, base path and all. */
export const routeAt = (pathname: string) => routeFor(routePath(appPath(pathname)))
