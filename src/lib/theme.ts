export type Theme = 'dark' | 'light'

export const THEME_STORAGE_KEY = 'theme'

export const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light'

// The inline script in index.html repeats this rule: it must run before any module loads.
export const resolveTheme = (stored: string | null, prefersDark: boolean): Theme =>
  isTheme(stored) ? stored : prefersDark ? 'dark' : 'light'

export const otherTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark')
