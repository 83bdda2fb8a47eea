import Swup from 'swup'
import SwupHeadPlugin from '@swup/head-plugin'
import SwupPreloadPlugin from '@swup/preload-plugin'
import { REDUCED_MOTION_QUERY } from './hooks/use-reduced-motion.ts'
import { opensInPlace } from './routes.ts'

type PageSwap = {
  /** As soon as a visit starts: the next page's code, fetched while its HTML is. */
  prepare: (pathname: string) => Promise<void>
  /** Before the old page's HTML goes: its app lets go of it. */
  leave: () => void
  /** As the new page's HTML is put in place: its app takes it over. */
  arrive: () => Promise<void>
}

/**
 * Client-side navigation between the prerendered pages: swup fetches the next page's HTML (on
 * hover or focus already), fades the old page out and the new one in as a view transition (none
 * when the visitor asks for less motion), swaps <main>, the menu and the language links, and
 * the head tags, pushes history and starts the new page at the top. Focus moves to its heading,
 * which screen readers announce. Whatever it cannot swap, the browser loads.
 */
export function startNavigation({ leave, arrive, prepare }: PageSwap) {
  const containers = ['#main', '#site-menu', '#language-links'].filter((selector) =>
    document.querySelector(selector),
  )
  const swup = new Swup({
    containers,
    native: true,
    animationSelector: false,
    // A click the page has handled itself (the grid opening a project) is not a visit.
    ignoreVisit: (url, { event } = {}) => Boolean(event?.defaultPrevented) || !opensInPlace(url),
    plugins: [new SwupHeadPlugin({ persistAssets: true }), new SwupPreloadPlugin()],
  })
  let prepared = Promise.resolve()
  swup.hooks.on('visit:start', (visit) => {
    if (matchMedia(REDUCED_MOTION_QUERY).matches) visit.animation.animate = false
    prepared = prepare(new URL(visit.to.url, location.href).pathname)
  })
  // The new page is put in place once its code is there, and its app takes it over in the same
  // task: no click on it can come before its app is listening.
  swup.hooks.before('content:replace', async () => {
    await prepared
    leave()
  })
  swup.hooks.on('content:replace', () => void arrive())
  swup.hooks.on('page:view', () => {
    const main = document.getElementById('main')
    const heading = main?.querySelector<HTMLElement>('h1')
    heading?.setAttribute('tabindex', '-1')
    ;(heading ?? main)?.focus({ preventScroll: true })
  })
}
