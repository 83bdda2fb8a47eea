import { navigate, useHistoryState } from 'wouter/use-browser-location'
import { dialogIn, dialogState } from '../lib/project-dialog-state.ts'

// Identifies this page load: dialog entries from before a reload don't count (lib/project-dialog-state).
const thisLoad = () => performance.timeOrigin

/** Whether the current history entry shows its project as a dialog over the grid. */
export const useProjectDialogShown = () => dialogIn(useHistoryState(), thisLoad()) !== null

/** Opens a project over the grid at its own address; `replace` for an old ?project= link. */
export const openProjectDialog = (href: string, { replace = false } = {}) =>
  navigate(href, { replace, state: dialogState(thisLoad(), !replace) })

/** Back to the grid: over the entry the dialog pushed, so forward opens it again. */
export function closeProjectDialog(gridHref: string) {
  const shown = dialogIn(history.state, thisLoad())
  if (!shown) return // already closed, by the back button
  if (shown.pushed) history.back()
  else navigate(gridHref, { replace: true })
}
