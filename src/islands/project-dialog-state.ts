// A project opened from the grid shows as a dialog over it, at the project's own address. Its
// history entry carries this mark: from a link elsewhere, or after a reload, the same address
// shows the project's own page, as prerendered.
const KEY = 'projectDialog'

type Mark = { pushed: boolean }

/** A dialog entry's state; `pushed` says whether the grid's own entry lies behind it. */
export const dialogState = (pushed: boolean) => ({ [KEY]: { pushed } })

/** The mark in a history state, if it is a dialog's entry. */
export function dialogIn(state: unknown): Mark | null {
  if (typeof state !== 'object' || state === null || !(KEY in state)) return null
  const mark = (state as Record<typeof KEY, unknown>)[KEY] as Partial<Mark> | null
  return mark ? { pushed: mark.pushed === true } : null
}

/** The slug of an old-style link, /portfolio?project=<slug>. */
export const projectInSearch = (search: string): string | null =>
  new URLSearchParams(search).get('project') || null
