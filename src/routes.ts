import { projectSlugs } from './content/parts/frame.ts'
import { appPath } from './lib/base.ts'
import { projectPath, routePath } from './lib/route-path.ts'
import type { PageName } from './page-loader.tsx'

export type PageRoute = {
  path: string
  /** The file in routes/ that renders it; that file also gives its title and description. */
  page: PageName
  /** Its name in the menu; routes without one are reached from other pages. */
  label?: string
  /** The project a project page shows. */
  slug?: string
}

export const routes: readonly PageRoute[] = [
  { path: '/', page: 'home', label: 'Home' },
  { path: '/portfolio', page: 'portfolio', label: 'Portfolio' },
  { path: '/about', page: 'about', label: 'About' },
  { path: '/resume', page: 'resume', label: 'Résumé' },
  { path: '/contact', page: 'contact', label: 'Contact' },
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
