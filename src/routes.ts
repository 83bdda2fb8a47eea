import type { Project } from './content/schema.ts'
import { site } from './content/site.ts'
import { absoluteUrl, appPath } from './lib/base.ts'
import { pageHead } from './lib/head.ts'
import { routePath } from './lib/route-path.ts'
import type { PageName } from './page-loader.tsx'

export type PageRoute = {
  path: string
  title: string
  description: string
  /** The file in routes/ that renders it. */
  page: PageName
  /** Its name in the menu; routes without one are reached from other pages. */
  label?: string
  project?: Project
}

const name = site.identity.fullName

export const projectPath = (slug: string) => `/portfolio/${slug}`

export const routes: readonly PageRoute[] = [
  { path: '/', label: 'Home', title: name, description: site.home.description, page: 'home' },
  {
    path: '/portfolio',
    label: 'Portfolio',
    title: `Portfolio | ${name}`,
    description: site.portfolio.description,
    page: 'portfolio',
  },
  {
    path: '/about',
    label: 'About',
    title: `About | ${name}`,
    description: site.about.description,
    page: 'about',
  },
  {
    path: '/contact',
    label: 'Contact',
    title: `${name} | Contact`,
    description: site.contact.description,
    page: 'contact',
  },
  ...site.projects.map((project) => ({
    path: projectPath(project.slug),
    title: `${project.title} | ${name}`,
    description: project.description,
    page: 'project' as const,
    project,
  })),
]

export const menuLinks = routes.flatMap(({ path, label }) => (label ? [{ path, label }] : []))

// Any other path shows Home (spec §2), so the first row doubles as the fallback.
export const fallbackRoute = routes[0] as PageRoute

/** The route of a path as routePath() reads it: exact, case and all, as the static host matches. */
export const routeFor = (path: string) =>
  routes.find((route) => route.path === path) ?? fallbackRoute

/** The route of a path in the browser's address bar, base path and all. */
export const routeAt = (pathname: string) => routeFor(routePath(appPath(pathname)))

export const headFor = (route: PageRoute, notFound = false) =>
  pageHead({ route, site, url: absoluteUrl, notFound })
