// The open project lives in the URL as ?project=<slug>, so it can be linked to and the back
// button closes it.
const PARAM = 'project'

// Marks the history entry the page pushed when opening a project, so closing can go back to
// the entry before it instead of stacking a new one.
const OPENED = 'projectOpenedHere'
export const OPENED_STATE = { [OPENED]: true } as const

/** The slug in a search string ('?project=x' or 'project=x'), or null. */
export function projectInSearch(search: string): string | null {
  return new URLSearchParams(search).get(PARAM) || null
}

/** The search string with the project set (or removed for null); other parameters kept. */
export function searchWithProject(search: string, slug: string | null): string {
  const params = new URLSearchParams(search)
  if (slug === null) params.delete(PARAM)
  else params.set(PARAM, slug)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/** Whether a history entry's state is one the page pushed when opening a project. */
export const openedHere = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && OPENED in state
