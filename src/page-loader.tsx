import type { ComponentType } from 'react'
import type { PageText } from './lib/head.ts'
import type { PictureData } from './lib/picture.ts'

export type PageProps = { slug?: string }

/** A page's priority image, preloaded from <head>: the picture its first paint waits for. */
export type Preload = { image: PictureData; sizes: string }

/** What a file in routes/ exports: its page, its title and description, and its priority image. */
export type PageModule = {
  default: ComponentType<PageProps>
  head: (props: PageProps) => PageText
  preload?: (props: PageProps) => Preload | undefined
}

export type PageName = 'home' | 'about' | 'portfolio' | 'project' | 'contact'

// Each page is a chunk of its own, so a visitor downloads React and the page in front of them.
const modules = import.meta.glob<PageModule>('./routes/*.tsx')
const loaded = new Map<PageName, PageModule>()
const loading = new Map<PageName, Promise<PageModule>>()

/** The page's module, fetched once: the client awaits it before hydrating, the build before rendering. */
export function loadPage(name: PageName): Promise<PageModule> {
  const importer = modules[`./routes/${name}.tsx`]
  if (!importer) throw new Error(`No page src/routes/${name}.tsx`)
  let promise = loading.get(name)
  if (!promise) {
    promise = importer().then((module) => {
      loaded.set(name, module)
      return module
    })
    loading.set(name, promise)
  }
  return promise
}

/** The page's module if it has arrived, so rendering it need not wait. */
export const loadedPage = (name: PageName) => loaded.get(name)
