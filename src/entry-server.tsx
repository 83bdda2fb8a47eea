import './content/assert-valid.ts'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import favicon from '../public/favicon.svg?raw'
import { App, headOf, owner, translationsOf } from './app.tsx'
import { Frame } from './frame.tsx'
import { PageHead } from './components/page-head.tsx'
import { language, site } from './content/language.ts'
import { languagePath, languages } from './content/languages.ts'
import { absoluteUrl, base, languageHref, rootAsset, routerBase } from './lib/base.ts'
import { analyticsSources, analyticsTags } from './lib/analytics.ts'
import { contentSecurityPolicy } from './lib/csp.ts'
import { projectShareImage, shareImageSvg, SHARE_IMAGE } from './lib/share-image.ts'
import { themeColors } from './lib/theme-colors.ts'
import tokens from './styles/tokens.css?raw'
import { robotsTxt, SITEMAP_FILE, sitemapXml } from './lib/sitemap.ts'
import { ICONS, MANIFEST_FILE, webManifest } from './lib/web-manifest.ts'
import { siteMeta, structuredData } from './lib/head.ts'
import { loadPage } from './page-loader.tsx'
import { projectPath } from './lib/route-path.ts'
import { routes } from './route-table.ts'
import { isRoute, routeFor } from './routes.ts'

export { isRoute, routes }

/** The folder this build's pages are published in: '' for the default language, else 'fi/'. */
export const languageFolder = languagePath(language.code)
export { resumeFiles } from './resume-files.tsx'

/**
 * Where each language but the default is published ('/react-portfolio/fi/'): for an unknown path
 * in one of these folders, the root's 404.html shows that language's own.
 */
export const otherLanguageRoots = languages
  .map(({ code }) => languagePath(code))
  .filter((folder) => folder !== '')
  .map((folder) => languageHref(folder, '/'))

export const NOT_FOUND_PATH = '/404'

/** The chosen analytics provider's tags for every page's <head>: '' for none. */
export const analyticsHead = analyticsTags(site.analytics)
export { inlineScriptHashes } from './lib/csp.ts'

// The hashes of the page's inline scripts, for its Content-Security-Policy. The dev server gives
// none: it adds scripts of its own, and its pages carry no policy.
type RenderOptions = { scriptHashes?: readonly string[] }

/** The HTML of a route and its head tags; `page` names its file in routes/, for the build. */
export async function render(path: string, { scriptHashes }: RenderOptions = {}) {
  const route = routeFor(path)
  const notFound = path === NOT_FOUND_PATH
  const page = await loadPage(route.page)
  // The prerendered HTML holds the whole page, the parts that hydrate later included.
  await page.later?.()
  const { meta, ...tags } = headOf(route.path, page.head(route), notFound)
  const head = {
    ...tags,
    meta: { ...meta, ...siteMeta(owner) },
    jsonLd: notFound ? undefined : structuredData(route.path, site, absoluteUrl),
  }
  return {
    html: renderFrame(route.path, renderToString(<App ssrPath={routerBase + path} />)),
    head: renderToStaticMarkup(
      <PageHead
        head={head}
        csp={
          scriptHashes &&
          contentSecurityPolicy({ scriptHashes, analytics: analyticsSources(site.analytics) })
        }
        preload={page.preload?.(route)}
      />,
    ),
    page: route.page,
  }
}

// The frame is plain HTML around <main>; the app's own HTML goes inside it, where it hydrates.
function renderFrame(current: string, app: string) {
  const slot = '%APP_PAGE%'
  return renderToStaticMarkup(<Frame current={current}>{slot}</Frame>).replace(slot, () => app)
}

// Files published beside this language's pages: text as is, images as SVG for the build to turn
// into PNG. The default language also publishes the files the whole site shares, at the root.
export function publishFiles() {
  const { fullName, shortName, tagline } = site.identity
  const address = (path: string) => absoluteUrl(path).replace(/^https?:\/\//, '')
  // Link previews and home screens show the site as it first looks: in its dark theme.
  const colors = themeColors(tokens, 'dark')
  const manifest = webManifest({
    name: fullName,
    shortName,
    description: tagline,
    lang: language.code,
    base,
    icon: rootAsset,
    background: colors.bg,
  })
  const text = { [MANIFEST_FILE]: manifest }
  const images = [
    {
      ...SHARE_IMAGE,
      svg: shareImageSvg({ name: fullName, tagline, address: address('/'), colors }),
    },
    ...site.projects.map((project) => ({
      ...SHARE_IMAGE,
      file: projectShareImage(project.slug),
      svg: shareImageSvg({
        name: project.title,
        tagline: project.description,
        address: address(projectPath(project.slug)),
        colors,
      }),
    })),
  ]
  if (languageFolder !== '') return { text, images }
  // Every page in every language, each with its addresses in the others.
  const pages = routes.map((route) => translationsOf(route.path).map(({ url }) => url))
  const codes = languages.map((entry) => entry.code)
  return {
    text: {
      ...text,
      [SITEMAP_FILE]: sitemapXml(pages, codes),
      'robots.txt': robotsTxt(absoluteUrl(SITEMAP_FILE)),
    },
    images: [
      ...images,
      ...Object.values(ICONS).map(({ file, size }) => ({
        file,
        width: size,
        height: size,
        svg: favicon,
        // Home screens show transparent corners as black or white: fill them like the page.
        background: colors.bg,
      })),
    ],
  }
}
