// A project opened from the grid shows as a dialog over it, at the project's own address. Its
// history entry carries this mark, tied to the page load that made it: after a reload, or from a
// link elsewhere, the same address shows the project's own page, as prerendered.
const KEY = 'projectDialog'

type Mark = { load: number; pushed: boolean }

/**
 * The history state of a dialog entry. `load` tells page loads apart (performance.timeOrigin);
 * `pushed` says whether the grid's own entry lies behind it, so closing can go back to it.
 */
export const dialogState = (load: number, pushed: boolean) => ({ [KEY]: { load, pushed } })

/** The mark in a history state, if this page load made it. */
export function dialogIn(state: unknown, load: number): Mark | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null
  const mark = (state as Record<typeof KEY, unknown>)[KEY] as Partial<Mark> | null
  return mark?.load === load ? { load, pushed: mark.pushed === true } : null
}

/** The slug of an old-style link, /portfolio?project=<slug>. */
export const projectInSearch = (search: string): string | null =>
  new URLSearchParams(search).get('project') || null
