// The header's links to the other languages lead to the page on screen in each, as it was loaded.
// An address an island moves to (a tag of the grid) is a page every language has: a link followed
// leads there, under its own language's base.

/** For a click on a language link: takes the link to the address on screen. */
export function followAddress({ target }: Event) {
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
