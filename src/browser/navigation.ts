import Swup, { createHistoryRecord, Location, type PageData, type Plugin } from 'swup'
import SwupA11yPlugin from '@swup/a11y-plugin'
import { closeMenu, MENU_ID } from '../layout/menu.ts'
import { islandOf } from '../lib/island-history.ts'

type PageSwap = {
  /** Before the old page's HTML goes: its islands let go of it, and the swap waits for them. */
  leave: () => Promise<void>
  /** Once the new page's HTML is in place: its islands wake. */
  arrive: () => void
  /** Whether an island of this name is on the page, keeping history entries of its own. */
  ownsHistory: (island: string) => boolean
}

// The document names its language's base path and every language's (document/document.tsx).
const { base = '/', languages = '' } = document.documentElement.dataset
const languageBases = languages.split(' ')

/**
 * Whether an address is one of this language's pages, which swap in place: not another language's,
 * nor a file (the résumé's PDF, a feed). An address is in the language whose base is the longest
 * that it starts with.
 */
function opensInPlace(url: string) {
  const { pathname } = new URL(url, location.href)
  const within = (languageBase: string) =>
    `${pathname}/` === languageBase || pathname.startsWith(languageBase)
  const own = languageBases.filter(within).sort((a, b) => b.length - a.length)[0]
  return own === base && !/\.\w+$/.test(pathname)
}

/**
 * The new page's head tags in place of the old page's that differ (its description, canonical
 * address, share image, structured data), keeping the stylesheet and scripts, which every page
 * shares. The title is swup's own.
 */
function swapHead(next: Document) {
  const swapped = (head: HTMLHeadElement) =>
    [...head.children].filter((tag) => !tag.matches('title, link[rel=stylesheet], script[src]'))
  const [old, fresh] = [swapped(document.head), swapped(next.head)]
  const has = (tags: Element[], tag: Element) => tags.some((other) => other.isEqualNode(tag))
  for (const tag of old) if (!has(fresh, tag)) tag.remove()
  for (const tag of fresh) if (!has(old, tag)) document.head.append(tag)
}

/**
 * A page's HTML is fetched as soon as a visitor points at its link, touches or focuses it, unless
 * they save data: the click swaps it in at once, or waits for the fetch on its way.
 */
function preloadOnAttention(swup: Swup) {
  const fetching = new Map<string, Promise<PageData>>()
  const pathOf = (url: string) => Location.fromUrl(url).url
  const preload = ({ target }: Event) => {
    const link = target instanceof Element ? target.closest('a') : null
    const url = link && pathOf(link.href)
    const { saveData = false } =
      (navigator as { connection?: { saveData?: boolean } }).connection ?? {}
    if (!url || saveData || fetching.has(url) || swup.cache.has(url)) return
    if (swup.shouldIgnoreVisit(link.href, { el: link }) || url === pathOf(location.href)) return
    const page = swup.fetchPage(url)
    fetching.set(url, page)
    void page.catch(() => {}).finally(() => fetching.delete(url))
  }
  for (const type of ['mouseover', 'touchstart', 'focusin'])
    addEventListener(type, preload, { capture: true, passive: true })
  // Fetched, the page is in swup's cache, where the visit finds it; a fetch that failed fails the
  // visit, which the browser then loads itself, rather than wait as long again. The wait is inside
  // the loading itself: swup skips whatever follows a handler of a visit given up meanwhile (Back
  // pressed), and a visit whose loading was skipped throws.
  swup.hooks.replace('page:load', async (visit, args, load) => {
    await fetching.get(visit.to.url)
    return load ? load(visit, args) : swup.fetchPage(visit.to.url, args.options)
  })
}

/**
 * Client-side navigation between the prerendered pages: swup fetches the next page's HTML (on
 * hover, touch or focus already), fades the old page out and the new one in as a view transition
 * (not when the visitor asks for less motion, nor on Back and Forward, which return at once as the
 * browser's own do, and which a phone's swipe already draws), swaps <main>, the menu and the
 * language links, and the head tags, pushes history and starts the new page at the top. Focus
 * moves to its heading, which a screen reader then reads. Where it cannot (a page without one, or
 * Back to a page left by one of its links, where it returns to that link), a live region says the
 * page's name, without a phrase around it, which would need every language's words. A link marked
 * data-no-swup (a page with a policy of its own, or the grid's, which follows its own), a click a
 * page handled itself, and whatever it cannot swap, the browser loads.
 */
export function startNavigation({ leave, arrive, ownsHistory }: PageSwap) {
  const containers = ['#main', `#${MENU_ID}`, '#language-links'].filter((selector) =>
    document.querySelector(selector),
  )
  const a11y: Plugin = new SwupA11yPlugin({ announcements: { visit: '{title}', url: '{url}' } })
  // The plugin checks swup's version with Intl's collation, a 30 ms task on a slow phone for a
  // check package-lock.json has already made.
  a11y.requires = {}
  const swup = new Swup({
    containers,
    // A page whose answer has not begun within 8 s (the connection stalled) is left to the
    // browser's own load, which the visitor can follow, stop and retry: following the link again
    // would not start another fetch.
    timeout: 8000,
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
    plugins: [a11y],
  })
  // A link to a part of the page adds to the history, as the browser's own does, so that Back
  // returns to where the visitor was reading; swup would only change the address.
  swup.hooks.before('link:anchor', (visit, { hash }) => createHistoryRecord(visit.from.url + hash))
  // A link to the page shown only takes it back to its top: the menu it was chosen in closes.
  swup.hooks.on('link:self', closeMenu)
  // The focus moves as the new page comes in (wait: false), not once it has faded in: by then the
  // visitor may have moved on to a field, and typed into it.
  swup.hooks.on('visit:start', (visit) => {
    visit.a11y.focus = { selector: '#main', wait: false }
  })
  // Back and Forward return to where the visitor was on a page they left by a link, and the focus
  // to that link when it was one of the page's own, as the browser's back/forward cache keeps it:
  // found again by its place among them, the same each time the page comes. The browser's own
  // restoring comes too soon, on the page still on screen: a shorter one stops it at its end, and
  // the page coming back then keeps its footer in view.
  const places = new Map<unknown, { top: number; link: number }>()
  const entry = () => (history.state as { random?: unknown } | null)?.random
  const ownLinks = () => [...document.querySelectorAll<HTMLElement>('#main a')]
  // A link followed while another's page is still on its way takes that visit's entry, as the
  // browser's own loads do: Back skips the page that never showed, to the one that did. After Back
  // or Forward given up, the history stands at a page that is not the one on screen: no place is
  // kept for it.
  let onScreen: unknown
  let overtaken: 'link' | 'history' | undefined
  swup.hooks.on('visit:abort', (visit) => {
    overtaken = visit.history.popstate ? 'history' : 'link'
  })
  swup.hooks.on('visit:start', (visit) => {
    const previous = overtaken
    overtaken = undefined
    if (visit.history.popstate) return
    if (previous === 'link') visit.history.action = 'replace'
    else onScreen = previous === 'history' ? undefined : entry()
    const { el } = visit.trigger
    if (onScreen !== undefined)
      places.set(onScreen, { top: scrollY, link: ownLinks().findIndex((link) => link === el) })
  })
  swup.hooks.on('content:replace', (visit) => {
    const place = visit.history.popstate ? places.get(entry()) : undefined
    if (place) scrollTo({ top: place.top, behavior: 'instant' })
  })
  swup.hooks.before('content:focus', (visit) => {
    const place = visit.history.popstate ? places.get(entry()) : undefined
    const followed = place && ownLinks()[place.link]
    followed?.focus({ preventScroll: true })
    // A link that cannot take the focus now (hidden at this width) leaves it to the heading.
    if (followed && document.activeElement === followed) visit.a11y.focus = false
    else {
      const heading = document.querySelector('#main h1')
      // A screen reader reads the heading as it takes the focus: announced too, it is heard twice.
      if (heading) visit.a11y.announce = false
      visit.a11y.focus = { selector: heading ? '#main h1' : '#main', wait: false }
    }
  })
  // While the next page is fetched the document is marked, and a page slow to come shows a line
  // along the top (layout/frame.module.css); from swup's cache it comes at once. The page stays
  // live until then: a view transition started sooner would freeze the screen while it waits,
  // and give up after 4 s.
  const root = document.documentElement
  swup.hooks.on('visit:start', (visit) => {
    visit.animation.wait = true
  })
  swup.hooks.before('page:load', () => root.toggleAttribute('data-loading', true))
  swup.hooks.on('page:load', () => root.removeAttribute('data-loading'))
  preloadOnAttention(swup)
  // Two pages are loaded as documents rather than swapped in. The host answers an unknown address
  // in another language's folder with the default language's not-found page, which a load shows
  // in the folder's language (document/inline-scripts.ts). And a page of a newer build (the site
  // was published since this one loaded) needs its own stylesheet and script, which a swap keeps
  // from this page. Back and Forward have already moved to the page's entry: the browser loads it
  // there, and the visit waits for it. A link's visit is given up, and swup takes back the entry
  // it made before the browser loads the address: a page loaded in its place would take this
  // page's entries for its own, and Back would stay on it (Chromium). The page is read as text:
  // swup parses it later, and parsing it here too would cost a slow phone 10 to 30 ms.
  const build = [
    document.querySelector('link[rel=stylesheet]')?.getAttribute('href'),
    document.querySelector<HTMLElement>('script[data-entry]')?.dataset.entry,
  ].filter(Boolean)
  swup.hooks.on('page:load', async (visit, { page }) => {
    const html = page?.html ?? ''
    const lang = /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1]
    if (lang === root.lang && build.every((file) => html.includes(`"${file}"`))) return
    if (!visit.history.popstate) return visit.ignore()
    location.reload()
    await new Promise(() => {})
  })
  // Back or Forward to a page that cannot come (the network gone) loads it where the history
  // stands, as the browser would have: swup would step back once more first.
  swup.hooks.replace('visit:fail', (visit, args, fail) =>
    visit.history.popstate ? location.reload() : fail?.(visit, args),
  )
  swup.hooks.before('content:replace', (visit) => visit.to.document && swapHead(visit.to.document))
  swup.hooks.before('content:replace', leave)
  swup.hooks.on('content:replace', arrive)
}
