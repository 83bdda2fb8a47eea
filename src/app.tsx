// Global CSS first: layers.css fixes the cascade order before any component's layer appears.
import './styles/layers.css'
import './styles/tokens.css'
import './styles/base.css'
import './styles/print.css'
import { useEffect, useMemo } from 'react'
import { flushSync } from 'react-dom'
import { Route, Router, Switch, useLocation, type AroundNavHandler } from 'wouter'
import { SiteHeader } from './components/site-header.tsx'
import { SiteMenu } from './components/site-menu.tsx'
import { SocialRail } from './components/social-rail.tsx'
import { TrailingCursor } from './components/trailing-cursor.tsx'
import { site } from './content/site.ts'
import { useDocumentHead } from './hooks/use-document-head.ts'
import { REDUCED_MOTION_QUERY } from './hooks/use-reduced-motion.ts'
import { routerBase } from './lib/base.ts'
import { fallbackRoute, headFor, routeFor, routes } from './routes.ts'
import styles from './app.module.css'

const MENU_ID = 'site-menu'
export const HYDRATED_MARK = 'app-hydrated'

// Every in-app link fades the page (styles/base.css) and starts the next page at the top.
const fadeNavigation: AroundNavHandler = (navigate, to, options) => {
  const change = () => {
    navigate(to, options)
    window.scrollTo(0, 0)
  }
  if (!document.startViewTransition || matchMedia(REDUCED_MOTION_QUERY).matches) return change()
  document.startViewTransition(() => flushSync(change))
}

type AppProps = { ssrPath?: string }

export function App({ ssrPath }: AppProps) {
  return (
    <Router base={routerBase} ssrPath={ssrPath} aroundNav={fadeNavigation}>
      <Frame />
    </Router>
  )
}

function Frame() {
  const [location] = useLocation()
  const route = routeFor(location)
  useDocumentHead(useMemo(() => headFor(route), [route]))
  // Effects run once React has committed the hydrated tree: tests and the benchmark wait for this.
  useEffect(() => {
    performance.mark(HYDRATED_MARK)
  }, [])
  const { facebook, github, twitter } = site.social

  return (
    <>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <SiteHeader homeLabel={site.identity.shortName} menuId={MENU_ID} />
      <SiteMenu
        id={MENU_ID}
        links={routes}
        social={{ facebook, github, twitter }}
        copyright={`© ${import.meta.env.BUILD_YEAR} ${site.identity.fullName}`}
      />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Switch>
          {routes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
          ))}
          <Route component={fallbackRoute.component} />
        </Switch>
      </main>
      <SocialRail links={site.social} />
      <TrailingCursor />
    </>
  )
}
