// The one place the base path is set. GitHub Pages serves a project site under /<repository>/;
// the deploy workflow overrides it with BASE_PATH (use '/' for a custom domain).
export const BASE_PATH = '/react-portfolio/'

// Where the site is published, without the path: canonical links, link previews and the sitemap
// are SITE_ORIGIN + BASE_PATH. The deploy workflow overrides it with the SITE_ORIGIN variable.
export const SITE_ORIGIN = 'https://example.github.io'
