import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { App } from './app.tsx'
import { PageHead } from './components/page-head.tsx'
import { site } from './content/site.ts'
import { assertValidSite } from './content/validate.ts'
import { routeFor, routes } from './routes.ts'
import { routerBase } from './lib/base.ts'

assertValidSite(site)

export { routes }

export const NOT_FOUND_PATH = '/404'

export function render(path: string) {
  const route = routeFor(path)
  return {
    html: renderToString(<App ssrPath={routerBase + path} />),
    head: renderToStaticMarkup(<PageHead route={route} />),
  }
}
