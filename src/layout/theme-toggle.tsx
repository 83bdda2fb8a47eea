import styles from './theme-toggle.module.css'

// The theme script in <head> (document/theme.ts) owns this button from the first paint: it switches the
// theme on click and keeps aria-pressed true while the dark theme is on. React only draws it, at
// build: the header never hydrates.
type ThemeToggleProps = { label: string }

export function ThemeToggle({ label }: ThemeToggleProps) {
  return (
    <button type="button" className={styles.toggle} aria-label={label} data-theme-toggle>
      {/* Which icon shows is decided by CSS from data-theme, so even the prerendered HTML is right. */}
      <svg className={styles.moon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20.5 14.1A8.5 8.5 0 0 1 9.9 3.5a8.5 8.5 0 1 0 10.6 10.6z" />
      </svg>
      <svg className={styles.sun} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="4.2" />
        <path d="M12 1.5v3M12 19.5v3M1.5 12h3M19.5 12h3M4.6 4.6l2.1 2.1M17.3 17.3l2.1 2.1M4.6 19.4l2.1-2.1M17.3 6.7l2.1-2.1" />
      </svg>
    </button>
  )
}
