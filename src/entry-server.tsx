import './site-content/assert-valid.ts'
import './styles/global.ts'
import { renderToString } from 'react-dom/server'
import { languageContent, LanguageProvider } from './site-content/language-content.ts'
import { onlyIn, otherLanguageRoots, translationsOf } from './site-content/page-languages.ts'
import { languages } from './content/languages.ts'
import { Document, type PageAssets } from './document/document.tsx'
import { Frame } from './layout/frame.tsx'
import { feedLink, readableFiles, siteIcon } from './build/publish-files.ts'
import { base } from './routing/base.ts'
import { FAVICON } from './document/web-manifest.ts'
import { themeFonts } from './theme/fonts.ts'
import { pageHead, siteMeta } from './document/head.ts'
import { isRoute, pageOf, routeFor } from './pages/routes.ts'
import { routePath } from './routing/route-path.ts'

export { routesOf } from './pages/routes.ts'
export { publishFiles } from './build/publish-files.ts'
export { resumeFiles } from './resume/resume-files.tsx'
export { base, languageContent }

/** Where each language's unknown addresses land: its 404.html, the home screen. */
export const NOT_FOUND_PATH = '/404'

/** The language of an address under the site's base, and the page's path in it. */
function addressed(pathname: string) {
  const [first = '', ...rest] = pathname.slice(base.length).split('/')
  const other = languages.slice(1).find(({ code }) => code === first)
  const path = other ? `/${rest.join('/')}` : `/${pathname.slice(base.length)}`
  return { content: languageContent(other?.code), path: routePath(path) }
}

/** The tab's icon, llms.txt or a post's Markdown at an address, as the build writes them. */
export async function fileAt(pathname: string): Promise<string | undefined> {
  const { content, path } = addressed(pathname)
  if (pathname === base + FAVICON) {
    // Imported here, as the build does, so that render() and its tests never load the font tools.
    const [{ FONT_CACHE }, { shareImageFonts }] = await Promise.all([
      import('./theme/font-files.ts'),
      import('./theme/outline-fonts.ts'),
    ])
    const { fullName } = content.site.identity
    const { name } = await shareImageFonts(themeFonts(content.site.theme), fullName, FONT_CACHE)
    return siteIcon(content, name).svg
  }
  return /\/llms\.txt$|\.md$/.test(pathname) ? readableFiles(content)[path.slice(1)] : undefined
}

/**
 * The whole page at an address under the site's base ('/react-portfolio/fi/about'), in the
 * language its folder names, as the static host answers it: a page with status 200, or the home
 * screen with 404 for any other address. Every page is rendered here, at build and by the dev
 * server.
 */
export function render(pathname: string, assets: PageAssets) {
  const { content, path } = addressed(pathname)
  const { site, language, url } = content
  const known = isRoute(content, path) && path !== NOT_FOUND_PATH
  const route = routeFor(content, path)
  const { default: Page, head, preload, sources, searchable = true } = pageOf(route)
  const owner = {
    fullName: site.identity.fullName,
    tagline: site.identity.tagline,
    twitter: site.social.twitter,
  }
  const { meta, ...tags } = pageHead({
    path: route.path,
    text: head(route, content),
    owner,
    url,
    translations: translationsOf(route.path, onlyIn(language.code)),
    notFound: !known,
  })
  const headTags = { ...tags, meta: { ...meta, ...siteMeta(owner) } }
  const html = renderToString(
    <LanguageProvider value={content}>
      <Document
        head={headTags}
        preload={preload?.(route, content)}
        feed={feedLink(content)}
        assets={assets}
        wasm={known && route.wasm === true}
        sources={sources?.(route, content)}
        notFoundIn={!known && content.folder === '' ? otherLanguageRoots : undefined}
      >
        <Frame current={route.path} searchable={known && searchable && route.tag === undefined}>
          <Page slug={route.slug} tag={route.tag} />
        </Frame>
      </Document>
    </LanguageProvider>,
  )
  return { status: known ? 200 : 404, html: `<!doctype html>\n${html}` }
}
