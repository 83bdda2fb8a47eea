// The one place the base path is set. GitHub Pages serves a project site under /<repository>/;
// the deploy workflow overrides it with BASE_PATH (use '/' for a custom domain).
export const BASE_PATH = '/react-portfolio/'

// Where the site is published, without the path: canonical links, link previews and the sitemap
// are SITE_ORIGIN + BASE_PATH. The deploy workflow overrides it with the SITE_ORIGIN variable.
export const SITE_ORIGIN = 'https://example.github.io'

// What a build is made for: the values above unless BASE_PATH or SITE_ORIGIN is set in the
// environment. vite.config.ts builds with it; the browser tests check against it.
export function deployTarget(env: Record<string, string | undefined> = process.env) {
  const base = env.BASE_PATH ?? BASE_PATH
  return { base, url: new URL(base, env.SITE_ORIGIN || SITE_ORIGIN).href }
}
