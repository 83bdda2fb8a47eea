import './content-model/assert-valid.ts'
// Global styles first: layers.css fixes the cascade order before any component's layer appears.
import './styles/layers.css'
import './styles/tokens.css'
import 'virtual:theme.css'
import './styles/base.css'
import './styles/print.css'
import './layout/trailing-cursor.css'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { PageHead } from './components/page-head.tsx'
import { repositories } from './content-model/github.ts'
import { posts, site } from './content-model/language.ts'
import { Frame } from './layout/frame.tsx'
import { analyticsSources } from './lib/analytics.ts'
import { absoluteUrl } from './lib/base.ts'
import { contentSecurityPolicy } from './lib/csp.ts'
import { feedLink } from './build/publish-files.ts'
import { pageHead, siteMeta, structuredData } from './lib/head.ts'
import { pageOf, routeFor } from './routes.ts'
import { translationsOf } from './content-model/page-languages.ts'

export { isRoute, routes } from './routes.ts'
export {
  analyticsHead,
  languageFolder,
  otherLanguageRoots,
  publishFiles,
  siteIcon,
} from './build/publish-files.ts'
export { resumeFiles } from './build/resume-files.tsx'
export { inlineScriptHashes } from './lib/csp.ts'

export const NOT_FOUND_PATH = '/404'

const owner = {
  fullName: site.identity.fullName,
  tagline: site.identity.tagline,
  twitter: site.social.twitter,
}

// Search lists the pages it finds: never the not-found screen, nor itself, nor a tag's list (it
// finds the posts themselves).
const isSearchable = (path: string, page: string) =>
  path !== NOT_FOUND_PATH && page !== 'search' && page !== 'blog-tag'

// The hashes of the page's inline scripts, for its Content-Security-Policy. The dev server gives
// none: it adds scripts of its own, and its pages carry no policy.
type RenderOptions = { scriptHashes?: readonly string[] }

/** A page, frame and all, as HTML, and its head tags: every page is rendered here, at build. */
export function render(path: string, { scriptHashes }: RenderOptions = {}) {
  const route = routeFor(path)
  const notFound = path === NOT_FOUND_PATH
  const { default: Page, head, preload } = pageOf(route)
  const { meta, ...tags } = pageHead({
    path: route.path,
    text: head(route),
    owner,
    url: absoluteUrl,
    translations: translationsOf(route.path),
    notFound,
  })
  const headTags = {
    ...tags,
    meta: { ...meta, ...siteMeta(owner) },
    jsonLd: notFound
      ? undefined
      : structuredData(route.path, site, absoluteUrl, { posts, repositories }),
  }
  const csp =
    scriptHashes &&
    contentSecurityPolicy({
      scriptHashes,
      wasm: route.page === 'search' && !notFound,
      analytics: analyticsSources(site.analytics),
    })
  return {
    html: renderToString(
      <Frame current={route.path} searchable={isSearchable(path, route.page)}>
        <Page slug={route.slug} tag={route.tag} />
      </Frame>,
    ),
    head: renderToStaticMarkup(
      <PageHead head={headTags} csp={csp} preload={preload?.(route)} feed={feedLink} />,
    ),
  }
}
