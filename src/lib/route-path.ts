// The static host answers /about, /about/, /about.html and /about/index.html with the same page:
// the client reads all four as '/about'. Case is kept, as the host keeps it: /About is not /about.
export function routePath(pathname: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '')
  return path === '' || path === '/index' ? '/' : path
}

/** The path of a project's own page. */
export const projectPath = (slug: string) => `/portfolio/${slug}`

/** The path of a post's own page, and of the list of posts with a tag. */
export const postPath = (slug: string) => `/blog/${slug}`
export const blogTagPath = (tag: string) => `/blog/tags/${tag}`
/** The path of the projects with a tag: the grid, filtered. */
export const tagPath = (tag: string) => `/portfolio/tags/${tag}`
