// The header's links to the other languages lead to the page on screen in each. An address an
// island moves to (a tag of the grid, a project) is a page every language has: each link follows
// it, under its own language's base, and names it before it is followed (pointed at, copied, or
// opened in a tab of its own).

/** Takes each language link to the address on screen, from where it led as the page loaded. */
export function linkLanguagesHere() {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]')
  if (!canonical) return
  const loaded = new URL(canonical.href).pathname
  for (const link of document.querySelectorAll<HTMLAnchorElement>('#language-links a')) {
    const own = (link.dataset.loaded ??= link.pathname)
    // What the two paths end in is the page's; what comes before, each language's base.
    let shared = 0
    while (shared < loaded.length && loaded.at(-1 - shared) === own.at(-1 - shared)) shared++
    const base = loaded.slice(0, loaded.length - shared)
    const page = location.pathname.startsWith(base) ? location.pathname : loaded
    link.pathname = own.slice(0, own.length - shared) + page.slice(base.length)
  }
}
