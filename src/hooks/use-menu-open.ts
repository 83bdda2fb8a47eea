import { useCallback, useSyncExternalStore } from 'react'

// Follows a popover's open state, whichever way it changed (button, link, Escape, light dismiss).
export function useMenuOpen(popoverId: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const popover = document.getElementById(popoverId)
      popover?.addEventListener('toggle', onChange)
      return () => popover?.removeEventListener('toggle', onChange)
    },
    [popoverId],
  )
  return useSyncExternalStore(
    subscribe,
    () => document.getElementById(popoverId)?.matches(':popover-open') ?? false,
    () => false,
  )
}
