import { pageHref } from '../lib/base.ts'
import { ThemeToggle } from './theme-toggle.tsx'
import styles from './site-header.module.css'

type SiteHeaderProps = { homeLabel: string; menuId: string }

// The menu button is the popover's invoker: the browser opens and closes the menu and tells
// assistive technology whether it is expanded, before and after the app loads. Its name stays.
export function SiteHeader({ homeLabel, menuId }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <a href={pageHref('/')} className={styles.home}>
        {homeLabel}
      </a>
      <div className={styles.actions}>
        <ThemeToggle />
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-label="Menu"
        >
          <span className={styles.bars} aria-hidden="true" />
          <span className={styles.label}>Menu</span>
        </button>
      </div>
    </header>
  )
}
