// An island that changes the address (the grid's filter and its project dialog) keeps history
// entries of its own, in the shape the page navigation (browser/navigation.ts) writes, marked with
// the island's name: while that island is on the page, Back and Forward between them are its own.

type Entry = { island?: unknown }

/** The island whose entry a history state is, if any. */
export const islandOf = (state: unknown) => {
  const island = (state as Entry | null)?.island
  return typeof island === 'string' ? island : undefined
}

const entry = (island: string, url: string, data: object) => ({
  ...data,
  url,
  source: 'swup',
  random: Math.random(),
  island,
})

/** A new entry of the island's at `url`, with `data` in its state. */
export function pushEntry(island: string, url: string, data: object = {}) {
  history.pushState(entry(island, url, data), '', url)
  addEventListener('click', followAddress, { capture: true })
}

/** The current entry, made the island's, at `url`, with `data` in its state. */
export function replaceEntry(island: string, url: string, data: object = {}) {
  history.replaceState(entry(island, url, data), '', url)
  addEventListener('click', followAddress, { capture: true })
}

/**
 * The header's links to the other languages lead to the page on screen in each. An address an
 * island moves to (a tag of the grid, a project) is a page every language has: a link followed
 * leads there, under its own language's base, rather than to the page as it loaded.
 */
function followAddress({ target }: Event) {
  const link = target instanceof Element ? target.closest('#language-links a') : null
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]')
  if (!(link instanceof HTMLAnchorElement) || !canonical) return
  const loaded = new URL(canonical.href).pathname
  if (loaded === location.pathname) return
  // What the two paths end in is the page's; what comes before, each language's base.
  let shared = 0
  while (shared < loaded.length && loaded.at(-1 - shared) === link.pathname.at(-1 - shared))
    shared++
  const ownBase = loaded.slice(0, loaded.length - shared)
  if (location.pathname.startsWith(ownBase))
    link.pathname =
      link.pathname.slice(0, link.pathname.length - shared) +
      location.pathname.slice(ownBase.length)
}
