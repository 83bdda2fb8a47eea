import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

// False while hydrating the prerendered HTML and during the prerender, true ever after: lets a
// render depend on browser-only state without a hydration mismatch.
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
