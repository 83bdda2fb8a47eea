import { useSyncExternalStore } from 'react'
import { otherTheme, resolveTheme, THEME_STORAGE_KEY, type Theme } from '../lib/theme.ts'

const listeners = new Set<() => void>()
const DARK_QUERY = '(prefers-color-scheme: dark)'

const readStored = () => {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY)
  } catch {
    return null // storage can be blocked; the theme still works for this page view
  }
}

const apply = (theme: Theme) => {
  document.documentElement.dataset.theme = theme
  listeners.forEach((listener) => listener())
}

// Until the visitor picks a theme, the site follows the system setting as it changes.
const followSystem = (event: MediaQueryListEvent) => {
  if (readStored() === null) apply(resolveTheme(null, event.matches))
}

const subscribe = (listener: () => void) => {
  if (listeners.size === 0) matchMedia(DARK_QUERY).addEventListener('change', followSystem)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) matchMedia(DARK_QUERY).removeEventListener('change', followSystem)
  }
}

const current = (): Theme => (document.documentElement.dataset.theme === 'light' ? 'light' : 'dark')

export function toggleTheme() {
  const next = otherTheme(current())
  try {
    localStorage.setItem(THEME_STORAGE_KEY, next)
  } catch {
    // not persisted, but still applied
  }
  apply(next)
}

// null while prerendering: the theme is only known in the browser (index.html sets it pre-paint).
export const useTheme = (): Theme | null => useSyncExternalStore(subscribe, current, () => null)
