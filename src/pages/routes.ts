import type { ComponentType } from 'react'
import type { LanguageContent } from '../site-content/language-content.ts'
import type { PageText } from '../document/head.ts'
import type { PostSources } from '../site-content/posts.ts'
import type { Preload } from '../lib/picture.ts'
import { routePath } from '../routing/route-path.ts'

/** `slug`: the project or post a page shows; `tag`: the tag its list (the grid, the posts) keeps. */
export type PageProps = { slug?: string; tag?: string }

/** One of the pages a file in pages/ makes: its address, and what it shows. */
type PagePath = { path: string } & PageProps

/**
 * Where a file's pages are: one address, or as many as the content has (one per project, per
 * post, per tag), or both.
 */
export type RouteDeclaration =
  | {
      path: string
      /**
       * Whether it runs WebAssembly (search's index). Its Content-Security-Policy allows it, so
       * links load it as a document: a page swapped in keeps the policy of the one it replaced.
       */
      wasm?: boolean
      /** More pages of the same file, such as the grid filtered by each tag. */
      paths?: readonly PagePath[]
    }
  | { paths: readonly PagePath[] }

/**
 * What a file in pages/ exports: where its pages are in a language, the page, its title and
 * description, and its priority image. Its words go under its file name: `ui.nav.about` (the menu's
 * label).
 */
export type PageModule = {
  route: RouteDeclaration | ((content: LanguageContent) => RouteDeclaration)
  default: ComponentType<PageProps>
  head: (props: PageProps, content: LanguageContent) => PageText
  preload?: (props: PageProps, content: LanguageContent) => Preload | undefined
  /** The other sites the page shows pictures, frames or media from (a post's). */
  sources?: (props: PageProps, content: LanguageContent) => PostSources
  /**
   * Whether search lists its pages, as it does unless told not to. Never a tag's list: search
   * finds its posts and projects themselves.
   */
  searchable?: boolean
}

export type PageRoute = PagePath & {
  /** The file in pages/ that renders it. */
  page: string
  wasm?: boolean
}

/** The menu: the files in pages/ whose own address it links to, in its order. */
export const MENU: readonly string[] = [
  'home',
  'portfolio',
  'blog',
  'about',
  'resume',
  'contact',
  'search',
]

const pages = import.meta.glob<PageModule>('./*.tsx', { eager: true })

// A name no file has (a typo, a page renamed) would leave the menu without its link, unseen.
const strays = MENU.filter((page) => !pages[`./${page}.tsx`])
if (strays.length > 0)
  throw new Error(
    `The menu (src/pages/routes.ts) names ${strays.map((page) => `"${page}"`).join(', ')}: no file in src/pages/ has that name`,
  )

const rowsOf = (file: string, { paths = [], ...own }: RouteDeclaration): PageRoute[] => {
  const page = file.slice('./'.length, -'.tsx'.length)
  return [...('path' in own ? [{ ...own, page }] : []), ...paths.map((row) => ({ ...row, page }))]
}

const menuPlace = ({ page }: PageRoute) =>
  MENU.includes(page) ? MENU.indexOf(page) : Number.MAX_SAFE_INTEGER

const made = new WeakMap<LanguageContent, readonly PageRoute[]>()

/** Every page of a language, the menu's first and in its order (the sitemap and the build follow it). */
export function routesOf(content: LanguageContent): readonly PageRoute[] {
  const known = made.get(content)
  if (known) return known
  const routes = Object.entries(pages)
    .flatMap(([file, { route }]) =>
      rowsOf(file, typeof route === 'function' ? route(content) : route),
    )
    .sort((a, b) => menuPlace(a) - menuPlace(b))
  made.set(content, routes)
  return routes
}

/** The menu's pages in a language: each menu file's own address, where the language has it. */
export const menuOf = (content: LanguageContent) =>
  MENU.flatMap(
    (page) =>
      routesOf(content).find((route) => route.page === page && !route.slug && !route.tag) ?? [],
  )

/** The module of a page's file. */
export const pageOf = ({ page }: PageRoute) => pages[`./${page}.tsx`] as PageModule

/** Whether a path, as routePath() reads it, is a page: exact, case and all, as the static host matches. */
export const isRoute = (content: LanguageContent, path: string) =>
  routesOf(content).some((route) => route.path === path)

/** The route of a path, as routePath() reads it, or Home: every site has a home page. */
export const routeFor = (content: LanguageContent, path: string) => {
  const routes = routesOf(content)
  return (
    routes.find((route) => route.path === routePath(path)) ??
    (routes.find((route) => route.path === '/') as PageRoute)
  )
}
