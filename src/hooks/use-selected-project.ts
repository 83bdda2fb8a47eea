import { useCallback } from 'react'
import { useSearch } from 'wouter'
import { navigate } from 'wouter/use-browser-location'
import {
  OPENED_STATE,
  openedHere,
  projectInSearch,
  searchWithProject,
} from '../lib/project-query.ts'
import { useHydrated } from './use-hydrated.ts'

const urlWith = (slug: string | null) =>
  location.pathname + searchWithProject(location.search, slug) + location.hash

// The selected project is ?project=<slug>. Opening pushes a history entry (so the back button
// closes); closing goes back over that entry, or replaces the URL after a deep link.
// History is written directly: the router's navigate would fade the page and scroll to the top.
export function useSelectedProject() {
  const search = useSearch()
  // The prerendered page has nothing open: a deep link opens once hydrated.
  const slug = useHydrated() ? projectInSearch(search) : null

  const open = useCallback((next: string) => navigate(urlWith(next), { state: OPENED_STATE }), [])

  const close = useCallback(() => {
    if (projectInSearch(location.search) === null) return // already closed, e.g. by the back button
    if (openedHere(history.state)) history.back()
    else navigate(urlWith(null), { replace: true })
  }, [])

  return { slug, open, close }
}
