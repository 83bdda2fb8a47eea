// Vite sets BASE_URL from src/content/deploy.ts; app code reads the base path only from here.
export const base = import.meta.env.BASE_URL

// wouter joins its base with paths that start with '/', so the base must not end with one.
export const routerBase = base.replace(/\/$/, '')

export const asset = (path: string) => base + path.replace(/^\//, '')

/** The href of a page of the site, '/about' → '/react-portfolio/about'. */
export const pageHref = (path: string) => routerBase + path

// The published address of a route or file: what canonical links, previews and the sitemap use.
export const absoluteUrl = (path: string) => import.meta.env.SITE_URL + path.replace(/^\//, '')

/** A browser path as the app's routes see it, without the base path: '/react-portfolio/about' → '/about'. */
export const appPath = (pathname: string) =>
  pathname.startsWith(routerBase) ? pathname.slice(routerBase.length) || '/' : pathname
