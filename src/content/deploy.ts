// The one place the base path is set. GitHub Pages serves a project site under /<repository>/;
// the deploy workflow overrides it with BASE_PATH (use '/' for a custom domain).
export const BASE_PATH = '/react-portfolio/'
