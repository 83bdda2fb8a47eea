import Swup, { type PageData, type Plugin } from 'swup'
import SwupHeadPlugin from '@swup/head-plugin'
import SwupPreloadPlugin from '@swup/preload-plugin'
import { REDUCED_MOTION_QUERY } from '../lib/motion.ts'
import { islandOf } from '../lib/island-history.ts'

type PageSwap = {
  /** Before the old page's HTML goes: its islands let go of it. */
  leave: () => void
  /** Once the new page's HTML is in place: its islands wake. */
  arrive: () => void
  /** Whether an island of this name is on the page, keeping history entries of its own. */
  ownsHistory: (island: string) => boolean
}

// The preload plugin files a hovered link's page under the link's whole address, and looks for it
// under the path when the link is clicked: a click while it was on its way fetched the page again.
// Filed by path, the click waits for it.
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url, location.href)
  return pathname + search
}
class ByPath<V> extends Map<string, V> {
  override get(url: string) {
    return super.get(pathOf(url))
  }
  override has(url: string) {
    return super.has(pathOf(url))
  }
  override delete(url: string) {
    return super.delete(pathOf(url))
  }
  override set(url: string, value: V) {
    return super.set(pathOf(url), value)
  }
}
class PreloadPlugin extends SwupPreloadPlugin {
  protected override preloadPromises = new ByPath<Promise<PageData | undefined>>()
}

// The document names its language's base path and every language's (document/document.tsx).
const { base = '/', languages = '' } = document.documentElement.dataset
const languageBases = languages.split(' ')

/**
 * Whether an address is one of this language's pages, which swap in place: not another language's,
 * nor a file (the résumé's PDF, a feed). An address is in the language whose base is the longest
 * that it starts with.
 */
export function opensInPlace(url: string) {
  const { pathname } = new URL(url, location.href)
  const within = (languageBase: string) =>
    `${pathname}/` === languageBase || pathname.startsWith(languageBase)
  const own = languageBases.filter(within).sort((a, b) => b.length - a.length)[0]
  return own === base && !/\.\w+$/.test(pathname)
}

/**
 * Client-side navigation between the prerendered pages: swup fetches the next page's HTML (on
 * hover or focus already), fades the old page out and the new one in as a view transition (none
 * when the visitor asks for less motion), swaps <main>, the menu and the language links, and the
 * head tags, pushes history and starts the new page at the top. Focus moves to its heading, which
 * screen readers announce. A link marked data-no-swup (a page with a policy of its own), a click a
 * page handled itself, and whatever it cannot swap, the browser loads.
 */
export function startNavigation({ leave, arrive, ownsHistory }: PageSwap) {
  const containers = ['#main', '#site-menu', '#language-links'].filter((selector) =>
    document.querySelector(selector),
  )
  const plugins: Plugin[] = [new SwupHeadPlugin({ persistAssets: true }), new PreloadPlugin()]
  // Each plugin checks swup's version with Intl's collation, a 30 ms task on a slow phone for a
  // check package-lock.json has already made.
  for (const plugin of plugins) plugin.requires = {}
  const swup = new Swup({
    containers,
    native: true,
    animationSelector: false,
    ignoreVisit: (url, { el, event } = {}) =>
      Boolean(event?.defaultPrevented || el?.closest('[data-no-swup]')) || !opensInPlace(url),
    // Entries an island on the page made (the grid's filter and dialog) are the island's to follow.
    skipPopStateHandling: (event) => {
      const state: unknown = event.state
      const island = islandOf(state)
      return (
        (state as { source?: string } | null)?.source !== 'swup' ||
        (!!island && ownsHistory(island))
      )
    },
    plugins,
  })
  swup.hooks.on('visit:start', (visit) => {
    if (matchMedia(REDUCED_MOTION_QUERY).matches) visit.animation.animate = false
  })
  swup.hooks.before('content:replace', leave)
  swup.hooks.on('content:replace', arrive)
  // Focus moves to the new page's heading, which screen readers then read out, in its language.
  swup.hooks.on('page:view', () => {
    const main = document.getElementById('main')
    const heading = main?.querySelector<HTMLElement>('h1')
    heading?.setAttribute('tabindex', '-1')
    ;(heading ?? main)?.focus({ preventScroll: true })
  })
}
