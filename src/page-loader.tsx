import type { ComponentType } from 'react'
import type { PageText } from './lib/head.ts'
import type { PictureData } from './lib/picture.ts'
import { lazyModule, type LazyModule } from './lazy-module.ts'

/** `slug`: the project, post or post tag a page shows; `tag`: the tag the grid is filtered by. */
export type PageProps = { slug?: string; tag?: string }

/** One of the pages a page module makes from the content: its address, what it shows, and its
 * place in the menu if it has one (the blog, which only a language with posts has). */
type ContentPath = { path: string; menu?: number } & PageProps

/** A page's priority image, preloaded from <head>: the picture its first paint waits for. */
export type Preload = { image: PictureData; sizes: string }

/**
 * Where a page is. Written with imports only (content parts, lib): the browser build evaluates it
 * alone, without the page (vite.config.ts), and the app gets every page's routes as plain data.
 */
export type RouteDeclaration =
  | {
      /** Its address as routePath() reads it: '/about'. */
      path: string
      /** Its place in the menu, 1 first; a page without one is reached from other pages. */
      menu?: number
      /** Whether the app opens it as a document of its own, as a plain link would (its policy differs). */
      document?: boolean
      /** More pages of the same module, such as the grid filtered by each tag. */
      paths?: readonly ContentPath[]
    }
  /**
   * Pages that exist as the content has them: one per item (its address and the slug it shows),
   * or a page that only some content has (a blog with posts), in the menu or not.
   */
  | { paths: readonly ContentPath[] }

/**
 * What a file in pages/ exports: where it is, its page, its title and description, and its
 * priority image. Its words in ui.ts go under its file name: `nav.about` (the menu's label),
 * `titles.about`.
 */
export type PageModule = {
  route: RouteDeclaration
  default: ComponentType<PageProps>
  head: (props: PageProps) => PageText
  preload?: (props: PageProps) => Preload | undefined
  /**
   * Fetches the parts of the page that hydrate after it (pages/later/), and before the app shows
   * the page of a slug, what that page needs (a post's HTML).
   */
  later?: (props?: PageProps) => Promise<unknown>
}

// Each page is a chunk of its own, so a visitor downloads React and the page in front of them.
const importers = import.meta.glob<PageModule>('./pages/*.tsx')
const pages = new Map<string, LazyModule<PageModule>>()

/** A page's module by its file name: the client loads it before hydrating, the build before rendering. */
export function pageModule(name: string): LazyModule<PageModule> {
  const importer = importers[`./pages/${name}.tsx`]
  if (!importer) throw new Error(`No page src/pages/${name}.tsx`)
  let page = pages.get(name)
  if (!page) pages.set(name, (page = lazyModule(importer)))
  return page
}

export const loadPage = (name: string) => pageModule(name).load()

/** A page's code and what it needs before the app shows it: its later parts, a post's HTML. */
export const preparePage = ({ page, slug }: { page: string; slug?: string }) =>
  loadPage(page).then((module) => module.later?.({ slug }))
