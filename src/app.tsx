// Global CSS first: layers.css fixes the cascade order before any component's layer appears.
import './styles/layers.css'
import './styles/tokens.css'
import './styles/base.css'
import { Suspense, useEffect, useMemo, useRef } from 'react'
import { flushSync } from 'react-dom'
import { Router, useLocation, type AroundNavHandler } from 'wouter'
import { SiteHeader } from './components/site-header.tsx'
import { SiteMenu } from './components/site-menu.tsx'
import { SocialRail } from './components/social-rail.tsx'
import { TrailingCursor } from './components/trailing-cursor.tsx'
import { site } from './content/site.ts'
import { useDocumentHead } from './hooks/use-document-head.ts'
import { useFocusOnPageChange } from './hooks/use-focus-on-page-change.ts'
import { useProjectDialogShown } from './hooks/use-project-dialog.ts'
import { REDUCED_MOTION_QUERY } from './hooks/use-reduced-motion.ts'
import { routerBase } from './lib/base.ts'
import { routePath } from './lib/route-path.ts'
import { loadPage, PageView } from './page-loader.tsx'
import { headFor, menuLinks, routeAt, routeFor } from './routes.ts'
import styles from './app.module.css'

const MENU_ID = 'site-menu'
export const HYDRATED_MARK = 'app-hydrated'

// Every in-app link fetches the next page's code, then fades the page (styles/base.css) and starts
// the next page at the top. Should the code not arrive, the browser loads the page itself.
const fadeNavigation: AroundNavHandler = (navigate, to, options) => {
  const change = () => {
    navigate(to, options)
    window.scrollTo(0, 0)
  }
  const { page } = routeAt(new URL(to, location.href).pathname)
  loadPage(page).then(
    () => {
      if (!document.startViewTransition || matchMedia(REDUCED_MOTION_QUERY).matches) change()
      else document.startViewTransition(() => flushSync(change))
    },
    () => location.assign(to),
  )
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
  const route = routeFor(routePath(location))
  // A project opened from the grid keeps the grid behind its dialog.
  const overGrid = useProjectDialogShown() && route.page === 'project'
  const main = useRef<HTMLElement>(null)
  useDocumentHead(useMemo(() => headFor(route), [route]))
  useFocusOnPageChange(overGrid ? '/portfolio' : route.path, main)
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
        links={menuLinks}
        current={route.path}
        social={{ facebook, github, twitter }}
        copyright={`© ${import.meta.env.BUILD_YEAR} ${site.identity.fullName}`}
      />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        <Suspense>
          <PageView name={overGrid ? 'portfolio' : route.page} slug={route.project?.slug} />
        </Suspense>
      </main>
      <SocialRail links={site.social} />
      <TrailingCursor />
    </>
  )
}
