import type { RouteDeclaration } from './page-loader.tsx'

export type PageRoute = {
  path: string
  /** The file in pages/ that renders it; that file also gives its title and description. */
  page: string
  /** Its place in the menu (frame.tsx names it); the others are reached from other pages. */
  menu?: number
  /** The item (a project, a post, a tag) the page shows. */
  slug?: string
  /** Whether the app opens it as a document of its own, as a plain link would. */
  document?: boolean
  /** The tag the grid is filtered by. */
  tag?: string
}

// Each file in pages/ declares where its page is. Both builds replace this module with its value
// as plain data (vite.config.ts), so the app knows every route without any page's code; the dev
// server evaluates it as it is.
const declared = import.meta.glob<RouteDeclaration>('./pages/*.tsx', {
  import: 'route',
  eager: true,
})

const rowsOf = (file: string, route: RouteDeclaration): PageRoute[] => {
  const page = file.slice('./pages/'.length, -'.tsx'.length)
  const { paths = [], ...own } = route
  return [
    ...('path' in own ? [{ ...own, page }] : []),
    ...paths.map((entry) => ({ ...entry, page })),
  ]
}

const menuPlace = ({ menu }: PageRoute) => menu ?? Number.MAX_SAFE_INTEGER

/** Every page's routes, the menu's first and in its order (the sitemap and the build follow it). */
export const routes: readonly PageRoute[] = Object.entries(declared)
  .flatMap(([file, route]) => rowsOf(file, route))
  .sort((a, b) => menuPlace(a) - menuPlace(b))
