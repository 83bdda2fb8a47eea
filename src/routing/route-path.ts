// The static host answers /about, /about/, /about.html and /about/index.html with the same page:
// the client reads all four as '/about'. Case is kept, as the host keeps it: /About is not /about.
export function routePath(pathname: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '')
  return path === '' || path === '/index' ? '/' : path
}

const PORTFOLIO = '/portfolio/'
const PORTFOLIO_TAGS = `${PORTFOLIO}tags/`

/** A language's feed of posts, beside its pages. */
export const FEED_FILE = 'rss.xml'

/** The path of a project's own page. */
export const projectPath = (slug: string) => PORTFOLIO + slug

/** The path of a post's own page, and of the list of posts with a tag. */
export const postPath = (slug: string) => `/blog/${slug}`
export const blogTagPath = (tag: string) => `/blog/tags/${tag}`
/** The path of the projects with a tag: the grid, filtered. */
export const tagPath = (tag: string) => PORTFOLIO_TAGS + tag

/** What a path of the portfolio shows, read back from projectPath or tagPath: a tag, a project. */
export function portfolioView(path: string): { tag?: string; slug?: string } {
  const named = (prefix: string) => {
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : ''
    return rest && !rest.includes('/') ? decodeURIComponent(rest) : undefined
  }
  const tag = named(PORTFOLIO_TAGS)
  if (tag) return { tag }
  const slug = named(PORTFOLIO)
  return slug ? { slug } : {}
}
