import type { ComponentType } from 'react'
import type { PageText } from './lib/head.ts'
import type { PictureData } from './lib/picture.ts'
import { lazyModule, type LazyModule } from './lazy-module.ts'

export type PageProps = { slug?: string }

/** A page's priority image, preloaded from <head>: the picture its first paint waits for. */
export type Preload = { image: PictureData; sizes: string }

/** What a file in routes/ exports: its page, its title and description, and its priority image. */
export type PageModule = {
  default: ComponentType<PageProps>
  head: (props: PageProps) => PageText
  preload?: (props: PageProps) => Preload | undefined
  /** Fetches the parts of the page that hydrate after it (routes/later/). */
  later?: () => Promise<unknown>
}

export type PageName = 'home' | 'about' | 'resume' | 'portfolio' | 'project' | 'contact'

// Each page is a chunk of its own, so a visitor downloads React and the page in front of them.
const importers = import.meta.glob<PageModule>('./routes/*.tsx')
const pages = new Map<PageName, LazyModule<PageModule>>()

/** A page's module: the client loads it before hydrating, the build before rendering. */
export function pageModule(name: PageName): LazyModule<PageModule> {
  const importer = importers[`./routes/${name}.tsx`]
  if (!importer) throw new Error(`No page src/routes/${name}.tsx`)
  let page = pages.get(name)
  if (!page) pages.set(name, (page = lazyModule(importer)))
  return page
}

export const loadPage = (name: PageName) => pageModule(name).load()
