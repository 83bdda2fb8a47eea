// Global CSS first: layers.css fixes the cascade order before any component's layer appears.
import './styles/layers.css'
import './styles/tokens.css'
import './styles/base.css'
import './styles/print.css'
import { Suspense, useEffect, useMemo } from 'react'
import { Router, useLocation } from 'wouter'
import { fullName, languages, onlyIn, tagline, twitter } from './content-model/parts/frame.ts'
import { useDocumentHead } from './hooks/use-document-head.ts'
import { usePrefetchOnIntent } from './hooks/use-prefetch-on-intent.ts'
import { useProjectDialogShown } from './hooks/use-project-dialog.ts'
import { absoluteUrl, languageUrl, routerBase } from './lib/base.ts'
import { pageHead, type PageText } from './lib/head.ts'
import { routePath } from './lib/route-path.ts'
import { existsIn, type PathLanguages } from './lib/twins.ts'
import { useLazyModule } from './lazy-module.ts'
import { pageModule, type PageProps } from './page-loader.tsx'
import type { PageRoute } from './route-table.ts'
import { routeFor } from './routes.ts'

type AppProps = {
  /** The page it renders: the one whose HTML it takes over. */
  route: PageRoute
  ssrPath?: string
  /** Called once React has hydrated the page. */
  onHydrated?: () => void
}

/**
 * The page inside <main> (layout/frame.tsx draws the rest), rendered at build time and hydrated.
 * Moving between pages swaps their HTML (navigation.ts), and each page's app takes its own over.
 */
export function App({ route, ssrPath, onHydrated }: AppProps) {
  // Effects run once React has committed the hydrated tree.
  useEffect(() => onHydrated?.(), [onHydrated])
  return (
    <Router base={routerBase} ssrPath={ssrPath}>
      <Routes hydrated={route} />
    </Router>
  )
}

// Only the grid changes its own address: a project opened over it, a tag filtering it. Any other
// change of address is a page swap on its way, which leaves this page as it is until it goes.
function Routes({ hydrated }: { hydrated: PageRoute }) {
  const [location] = useLocation()
  const now = routeFor(routePath(location))
  const overGrid = useProjectDialogShown() && now.page === 'project'
  const inGrid = hydrated.page === 'portfolio' && (now.page === 'portfolio' || overGrid)
  const route = inGrid ? now : hydrated
  usePrefetchOnIntent()
  return (
    <Suspense>
      <Page
        name={inGrid ? 'portfolio' : route.page}
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
