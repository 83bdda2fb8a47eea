// Global CSS first: layers.css fixes the cascade order before any component's layer appears.
import './styles/layers.css'
import './styles/tokens.css'
import './styles/base.css'
import './styles/print.css'
import { Suspense, useEffect, useMemo } from 'react'
import { flushSync } from 'react-dom'
import { Router, useLocation, type AroundNavHandler } from 'wouter'
import { fullName, languages, onlyIn, tagline, twitter } from './content-model/parts/frame.ts'
import { useDocumentHead } from './hooks/use-document-head.ts'
import { useFocusOnPageChange } from './hooks/use-focus-on-page-change.ts'
import { useInAppLinks } from './hooks/use-in-app-links.ts'
import { useLanguageLinks } from './hooks/use-language-links.ts'
import { useMenu } from './hooks/use-menu.ts'
import { MENU_ID } from './layout/menu.ts'
import { useProjectDialogShown } from './hooks/use-project-dialog.ts'
import { REDUCED_MOTION_QUERY } from './hooks/use-reduced-motion.ts'
import { absoluteUrl, languageUrl, routerBase } from './lib/base.ts'
import { HYDRATED_MARK } from './lib/hydrated-mark.ts'
import { pageHead, type PageText } from './lib/head.ts'
import { routePath } from './lib/route-path.ts'
import { existsIn, type PathLanguages } from './lib/twins.ts'
import { useLazyModule } from './lazy-module.ts'
import { pageModule, preparePage, type PageProps } from './page-loader.tsx'
import { routeAt, routeFor } from './routes.ts'

// Every in-app link fetches the next page's code, then fades the page (styles/base.css) and starts
// the next page at the top. Should the code not arrive, the browser loads the page itself.
// The same page with another tag (the grid, filtered) changes in place: no fade, no jump.
const fadeNavigation: AroundNavHandler = (navigate, to, options) => {
  const next = routeAt(new URL(to, location.href).pathname)
  const here = routeAt(location.pathname)
  if (next.page === here.page && next.slug === here.slug) return navigate(to, options)
  const change = () => {
    navigate(to, options)
    window.scrollTo(0, 0)
  }
  preparePage(next).then(
    () => {
      if (!document.startViewTransition || matchMedia(REDUCED_MOTION_QUERY).matches) change()
      else document.startViewTransition(() => flushSync(change))
    },
    () => location.assign(to),
  )
}

type AppProps = { ssrPath?: string }

/** The page inside <main> (frame.tsx draws the rest), rendered at build time and hydrated. */
export function App({ ssrPath }: AppProps) {
  return (
    <Router base={routerBase} ssrPath={ssrPath} aroundNav={fadeNavigation}>
      <Routes />
    </Router>
  )
}

function Routes() {
  const [location, navigate] = useLocation()
  const route = routeFor(routePath(location))
  // A project opened from the grid keeps the grid behind its dialog; a tag filters the grid in
  // place: focus stays where it is for both.
  const overGrid = useProjectDialogShown() && route.page === 'project'
  const page = overGrid || route.page === 'portfolio' ? '/portfolio' : route.path
  useInAppLinks(navigate)
  useMenu(MENU_ID, route.path)
  useLanguageLinks(route.path)
  useFocusOnPageChange(page)
  // Effects run once React has committed the hydrated tree.
  useEffect(() => {
    performance.mark(HYDRATED_MARK)
  }, [])
  return (
    <Suspense>
      <Page
        name={overGrid ? 'portfolio' : route.page}
        headFrom={route.page}
        path={route.path}
        slug={route.slug}
        tag={route.tag}
      />
    </Suspense>
  )
}

export const owner = { fullName, tagline, twitter }

/** A page's published address in every language that has it, the default first: hreflang and the sitemap. */
export const translationsOf = (path: string, only: PathLanguages = onlyIn) =>
  languages
    .filter((language) => existsIn(only, path, language.code))
    .map((language) => ({ code: language.code, url: languageUrl(language.path, path) }))

/** A page's head tags in this language, with its address in every other. */
export const headOf = (path: string, text: PageText, notFound = false) =>
  pageHead({ path, text, owner, url: absoluteUrl, translations: translationsOf(path), notFound })

type PageShown = PageProps & {
  /** The page in pages/ that renders it: the grid, for a project shown over it. */
  name: string
  /** The page in pages/ whose head tags it has: the project's, for a project over the grid. */
  headFrom: string
  path: string
}

// A page not loaded yet (back to a page never visited) suspends until its chunk arrives.
function Page({ name, headFrom, path, slug, tag }: PageShown) {
  const { default: Component } = useLazyModule(pageModule(name))
  const { head } = useLazyModule(pageModule(headFrom))
  useDocumentHead(useMemo(() => headOf(path, head({ slug, tag })), [path, head, slug, tag]))
  return <Component slug={slug} tag={tag} />
}
