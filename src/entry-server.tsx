import './content-model/assert-valid.ts'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import favicon from '../public/favicon.svg?raw'
import { App, headOf, owner, translationsOf } from './app.tsx'
import { Frame } from './layout/frame.tsx'
import { PageHead } from './components/page-head.tsx'
import { repositories } from './content-model/github.ts'
import { language, posts, site, ui } from './content-model/language.ts'
import { blogLanguages } from './content-model/parts/frame.ts'
import { languagePath, languages } from './content/languages.ts'
import { absoluteUrl, base, languageHref, rootAsset, routerBase } from './lib/base.ts'
import { analyticsSources, analyticsTags } from './lib/analytics.ts'
import { contentSecurityPolicy } from './lib/csp.ts'
import { FEED_FILE, rssXml } from './lib/feed.ts'
import { fill } from './lib/fill.ts'
import { postShareImage, projectShareImage, shareImageSvg, SHARE_IMAGE } from './lib/share-image.ts'
import { postBodyId, setStaticHtml } from './components/static-part.tsx'
import { themeColors } from './lib/theme-colors.ts'
import tokens from './styles/tokens.css?raw'
import { robotsTxt, SITEMAP_FILE, sitemapXml } from './lib/sitemap.ts'
import { ICONS, MANIFEST_FILE, webManifest } from './lib/web-manifest.ts'
import { siteMeta, structuredData } from './lib/head.ts'
import { loadPage } from './page-loader.tsx'
import { postPath, projectPath } from './lib/route-path.ts'
import { postBodyHtml, postPreload } from './build/post-bodies.tsx'
import { routes } from './route-table.ts'
import { isRoute, routeFor } from './routes.ts'

export { isRoute, routes }

/** The folder this build's pages are published in: '' for the default language, else 'fi/'. */
export const languageFolder = languagePath(language.code)
export { resumeFiles } from './build/resume-files.tsx'

/**
 * Where each language but the default is published ('/react-portfolio/fi/'): for an unknown path
 * in one of these folders, the root's 404.html shows that language's own.
 */
export const otherLanguageRoots = languages
  .map(({ code }) => languagePath(code))
  .filter((folder) => folder !== '')
  .map((folder) => languageHref(folder, '/'))

export const NOT_FOUND_PATH = '/404'

// Search lists the pages it finds: never the not-found screen, nor itself, nor a tag's list (it
// finds the posts themselves).
const isSearchable = (path: string, page: string) =>
  path !== NOT_FOUND_PATH && page !== 'search' && page !== 'blog-tag'

/** This language's feed, announced by each of its pages: only with posts. */
const feed = posts.length > 0 && {
  title: fill(ui.blog.feedTitle, { name: site.identity.fullName }),
  href: absoluteUrl(FEED_FILE),
}

/** The chosen analytics provider's tags for every page's <head>: '' for none. */
export const analyticsHead = analyticsTags(site.analytics)
export { inlineScriptHashes } from './lib/csp.ts'

// The hashes of the page's inline scripts, for its Content-Security-Policy. The dev server gives
// none: it adds scripts of its own, and its pages carry no policy.
type RenderOptions = { scriptHashes?: readonly string[] }

/** The HTML of a route and its head tags; `page` names its file in pages/, for the build. */
export async function render(path: string, { scriptHashes }: RenderOptions = {}) {
  const route = routeFor(path)
  const notFound = path === NOT_FOUND_PATH
  const page = await loadPage(route.page)
  // The prerendered HTML holds the whole page, the parts that hydrate later included.
  await page.later?.()
  // A post's body is HTML alone, which the app shows as it is (components/static-part.tsx).
  const post = route.page === 'post' ? route.slug : undefined
  if (post) setStaticHtml(postBodyId(post), postBodyHtml(post))
  const { meta, ...tags } = headOf(route.path, page.head(route), notFound)
  const head = {
    ...tags,
    meta: { ...meta, ...siteMeta(owner) },
    jsonLd: notFound
      ? undefined
      : structuredData(route.path, site, absoluteUrl, { posts, repositories }),
  }
  const app = renderToString(<App route={route} ssrPath={routerBase + path} />)
  return {
    html: renderFrame(route.path, isSearchable(path, route.page), app),
    head: renderToStaticMarkup(
      <PageHead
        head={head}
        csp={
          scriptHashes &&
          contentSecurityPolicy({
            scriptHashes,
            wasm: route.page === 'search' && !notFound,
            analytics: analyticsSources(site.analytics),
          })
        }
        preload={post ? postPreload(post) : page.preload?.(route)}
        feed={feed || undefined}
      />,
    ),
    page: route.page,
  }
}

// The frame is plain HTML around <main>; the app's own HTML goes inside it, where it hydrates.
function renderFrame(current: string, searchable: boolean, app: string) {
  const slot = '%APP_PAGE%'
  return renderToStaticMarkup(
    <Frame current={current} searchable={searchable}>
      {slot}
    </Frame>,
  ).replace(slot, () => app)
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
  const text = {
    [MANIFEST_FILE]: manifest,
    ...(feed && {
      [FEED_FILE]: rssXml({
        title: feed.title,
        description: site.blog?.description ?? '',
        url: absoluteUrl('/blog'),
        self: feed.href,
        language: language.code,
        items: posts.map((post) => ({
          title: post.title,
          url: absoluteUrl(postPath(post.slug)),
          description: post.description,
          date: post.date,
        })),
      }),
    }),
  }
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
    // A post's preview: its title, and who wrote it.
    ...posts.map((post) => ({
      ...SHARE_IMAGE,
      file: postShareImage(post.slug),
      svg: shareImageSvg({
        name: post.title,
        tagline: fullName,
        address: address(postPath(post.slug)),
        colors,
      }),
    })),
  ]
  if (languageFolder !== '') return { text, images }
  // Every page in every language, each with its addresses in the others: this language's pages,
  // then the posts (and their lists) that only other languages have.
  const paths = new Set([...routes.map((route) => route.path), ...Object.keys(blogLanguages)])
  return {
    text: {
      ...text,
      [SITEMAP_FILE]: sitemapXml([...paths].map((path) => translationsOf(path, blogLanguages))),
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
