/**
 * The whole theme feature, run inline at the top of <head> (document.tsx inlines its source, so
 * it must not use anything from outside its own body). Before the first paint it puts the stored
 * or system theme on <html> as data-theme. From then on it owns the toggle, a button marked
 * data-theme-toggle, whether or not the app's script has loaded: a click switches the theme and
 * stores the choice in localStorage.theme, aria-pressed says whether the dark theme is on, and
 * until the visitor chooses, the theme follows the system setting as it changes.
 */
export function installTheme(win: Window = window): void {
  const { document } = win
  const root = document.documentElement
  const system = win.matchMedia('(prefers-color-scheme: dark)')
  const stored = () => {
    try {
      return win.localStorage.getItem('theme')
    } catch {
      return null // storage can be blocked: the theme still works for this page view
    }
  }
  const chosen = () => {
    const theme = stored()
    return theme === 'dark' || theme === 'light' ? theme : system.matches ? 'dark' : 'light'
  }
  const apply = (theme: string) => {
    root.dataset.theme = theme
    document
      .querySelector('[data-theme-toggle]')
      ?.setAttribute('aria-pressed', String(theme === 'dark'))
  }
  apply(chosen())
  system.addEventListener('change', () => apply(chosen()))
  win.addEventListener('storage', () => apply(chosen()))
  document.addEventListener('DOMContentLoaded', () => apply(chosen()))
  document.addEventListener('click', (event: Event) => {
    if (!(event.target as Partial<Element>).closest?.('[data-theme-toggle]')) return
    const next = root.dataset.theme === 'dark' ? 'light' : 'dark'
    try {
      win.localStorage.setItem('theme', next)
    } catch {
      // not stored, but still applied
    }
    apply(next)
  })
}
