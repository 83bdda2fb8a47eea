import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import favicon from '../public/favicon.svg?raw'
import { App } from './app.tsx'
import { PageHead } from './components/page-head.tsx'
import { site } from './content/site.ts'
import { assertValidSite } from './content/validate.ts'
import { absoluteUrl, base, routerBase } from './lib/base.ts'
import { contentSecurityPolicy } from './lib/csp.ts'
import { BRAND, shareImageSvg, SHARE_IMAGE } from './lib/share-image.ts'
import { robotsTxt, SITEMAP_FILE, sitemapXml } from './lib/sitemap.ts'
import { ICONS, MANIFEST_FILE, webManifest } from './lib/web-manifest.ts'
import { headFor, routeFor, routes } from './routes.ts'

assertValidSite(site)

export { routes }
export { resumeFiles } from './resume-files.tsx'

export const NOT_FOUND_PATH = '/404'

type RenderOptions = { scriptHashes?: readonly string[] }

export function render(path: string, { scriptHashes = [] }: RenderOptions = {}) {
  const route = routeFor(path)
  const head = headFor(route, path === NOT_FOUND_PATH)
  return {
    html: renderToString(<App ssrPath={routerBase + path} />),
    head: renderToStaticMarkup(
      <PageHead
        head={head}
        csp={contentSecurityPolicy({ scriptHashes })}
        preload={route.preload}
      />,
    ),
  }
}

// Files published beside the pages: text as is, images as SVG for the build to turn into PNG.
export function publishFiles() {
  const { fullName, shortName, tagline } = site.identity
  const home = absoluteUrl('/')
  return {
    text: {
      [SITEMAP_FILE]: sitemapXml(routes.map((route) => absoluteUrl(route.path))),
      'robots.txt': robotsTxt(absoluteUrl(SITEMAP_FILE)),
      [MANIFEST_FILE]: webManifest({ name: fullName, shortName, description: tagline, base }),
    },
    images: [
      {
        ...SHARE_IMAGE,
        svg: shareImageSvg({ name: fullName, tagline, address: home.replace(/^https?:\/\//, '') }),
      },
      ...Object.values(ICONS).map(({ file, size }) => ({
        file,
        width: size,
        height: size,
        svg: favicon,
        // Home screens show transparent corners as black or white: fill them like the page.
        background: BRAND.bg,
      })),
    ],
  }
}
