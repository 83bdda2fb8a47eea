import type { ComponentType } from 'react'
import type { PageText } from './lib/head.ts'
import type { PictureData } from './lib/picture.ts'
import { routePath } from './lib/route-path.ts'

/** `slug`: the project, post or post tag a page shows; `tag`: the tag the grid is filtered by. */
export type PageProps = { slug?: string; tag?: string }

/** A page's priority image, preloaded from <head>: the picture its first paint waits for. */
export type Preload = { image: PictureData; sizes: string }

/** One of the pages a file in pages/ makes: its address, its place in the menu, what it shows. */
type PagePath = { path: string; menu?: number } & PageProps

/**
 * Where a file's pages are: one address, with its place in the menu (1 first) if it has one, or
 * as many as the content has (one per project, per post, per tag).
 */
export type RouteDeclaration =
  | {
      path: string
      menu?: number
      /** Whether links to it load it as a document (its Content-Security-Policy differs). */
      document?: boolean
      /** More pages of the same file, such as the grid filtered by each tag. */
      paths?: readonly PagePath[]
    }
  | { paths: readonly PagePath[] }

/**
 * What a file in pages/ exports: where its pages are, the page, its title and description, and
 * its priority image. Its words go under its file name: `nav.about` (the menu's label).
 */
export type PageModule = {
  route: RouteDeclaration
  default: ComponentType<PageProps>
  head: (props: PageProps) => PageText
  preload?: (props: PageProps) => Preload | undefined
}

export type PageRoute = PagePath & {
  /** The file in pages/ that renders it. */
  page: string
  document?: boolean
}

const pages = import.meta.glob<PageModule>('./pages/*.tsx', { eager: true })

const rowsOf = (file: string, { paths = [], ...own }: RouteDeclaration): PageRoute[] => {
  const page = file.slice('./pages/'.length, -'.tsx'.length)
  return [...('path' in own ? [{ ...own, page }] : []), ...paths.map((row) => ({ ...row, page }))]
}

const menuPlace = ({ menu }: PageRoute) => menu ?? Number.MAX_SAFE_INTEGER

/** Every page, the menu's first and in its order (the sitemap and the build follow it). */
export const routes: readonly PageRoute[] = Object.entries(pages)
  .flatMap(([file, module]) => rowsOf(file, module.route))
  .sort((a, b) => menuPlace(a) - menuPlace(b))

/** The module of a page's file. */
export const pageOf = ({ page }: PageRoute) => pages[`./pages/${page}.tsx`] as PageModule

/** Whether a path, as routePath() reads it, is a page: exact, case and all, as the static host matches. */
export const isRoute = (path: string) => routes.some((route) => route.path === path)

// Any other path shows Home; every site has a home page.
const fallbackRoute = routes.find((route) => route.path === '/') as PageRoute

/** The route of a path, as routePath() reads it, or Home. */
export const routeFor = (path: string) =>
  routes.find((route) => route.path === routePath(path)) ?? fallbackRoute
