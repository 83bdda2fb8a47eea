// Vite sets BASE_URL from src/content/deploy.ts: the site's root path, where the default language
// lives and every other under its folder. App code reads the base path only from here.
export const base = import.meta.env.BASE_URL

/** A file published once at the site's root for every language, such as the icons. */
export const rootAsset = (path: string) => base + path.replace(/^\/+/, '')

/** A language as its links need it: its code, its name and the direction it is written in, and its
 * folder ('' or 'fi/'). */
export type LanguageLink = { code: string; name: string; dir: 'ltr' | 'rtl'; path: string }

/** A page's href under its language's base: ('/react-portfolio/fi/', '/about') → '/react-portfolio/fi/about'. */
export const hrefUnder = (languageBase: string, path: string) =>
  languageBase + path.replace(/^\//, '')

/** The href of a page in a language: ('fi/', '/about') → '/react-portfolio/fi/about'. */
export const languageHref = (folder: string, path: string) => hrefUnder(base + folder, path)

/** The published address of a page in a language, for canonical links, hreflang and the sitemap. */
export const languageUrl = (folder: string, path: string) =>
  import.meta.env.SITE_ROOT_URL + folder + path.replace(/^\//, '')

/**
 * A browser path as the routes see it, without its language's base:
 * ('/react-portfolio/fi/about', '/react-portfolio/fi/') → '/about'.
 */
export const appPath = (pathname: string, languageBase: string) =>
  `${pathname}/`.startsWith(languageBase) ? `/${pathname.slice(languageBase.length)}` : pathname
