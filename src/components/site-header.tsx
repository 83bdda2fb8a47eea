import { Link } from 'wouter'
import { ThemeToggle } from './theme-toggle.tsx'
import { useMenuOpen } from '../hooks/use-menu-open.ts'
import styles from './site-header.module.css'

type SiteHeaderProps = { homeLabel: string; menuId: string }

export function SiteHeader({ homeLabel, menuId }: SiteHeaderProps) {
  const open = useMenuOpen(menuId)
  return (
    <header className={styles.header}>
      <Link href="/" className={styles.home}>
        {homeLabel}
      </Link>
      <div className={styles.actions}>
        <ThemeToggle />
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={menuId}
          aria-expanded={open}
          aria-controls={menuId}
          data-menu-button
        >
          <span className={styles.bars} aria-hidden="true" />
          <span className={styles.label}>{open ? 'Close' : 'Menu'}</span>
        </button>
      </div>
    </header>
  )
}
