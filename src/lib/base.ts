// Vite sets BASE_URL from src/content/deploy.ts; app code reads the base path only from here.
export const base = import.meta.env.BASE_URL

// The base without its closing slash, to join with paths that start with one.
export const routerBase = base.replace(/\/$/, '')

export const asset = (path: string) => base + path.replace(/^\//, '')

/** The href of a page of the site, '/about' → '/react-portfolio/about'. */
export const pageHref = (path: string) => routerBase + path

// The published address of a route or file: what canonical links, previews and the sitemap use.
export const absoluteUrl = (path: string) => import.meta.env.SITE_URL + path.replace(/^\//, '')

/** A browser path as the app's routes see it, without the base path: '/react-portfolio/about' → '/about'. */
export const appPath = (pathname: string) =>
  pathname.startsWith(routerBase) ? pathname.slice(routerBase.length) || '/' : pathname

/** A file published once at the site's root for every language, such as the icons. */
export const rootAsset = (path: string) => import.meta.env.SITE_ROOT + path.replace(/^\//, '')

/** A language as its links need it: its code, its name, and its folder ('' or 'fi/'). */
export type LanguageLink = { code: string; name: string; path: string }

/** The href of a page in a language: ('fi/', '/about') → '/react-portfolio/fi/about'. */
export const languageHref = (folder: string, path: string) =>
  import.meta.env.SITE_ROOT + folder + path.slice(1)

/** The published address of a page in a language, for hreflang alternates and the sitemap. */
export const languageUrl = (folder: string, path: string) =>
  import.meta.env.SITE_ROOT_URL + folder + path.slice(1)
