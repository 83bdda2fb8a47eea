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
export const pushEntry = (island: string, url: string, data: object = {}) =>
  history.pushState(entry(island, url, data), '', url)

/** The current entry, made the island's, at `url`, with `data` in its state. */
export const replaceEntry = (island: string, url: string, data: object = {}) =>
  history.replaceState(entry(island, url, data), '', url)
