import { useEffect, useRef, type RefObject } from 'react'
import { Link } from 'wouter'
import type { SocialLinks } from '../content/schema.ts'
import { networkLabels } from './social-icon.tsx'
import styles from './site-menu.module.css'

type MenuLink = { path: string; label: string }
type SiteMenuProps = {
  id: string
  links: readonly MenuLink[]
  /** The path of the page on screen, marked as the current link. */
  current: string
  social: Pick<SocialLinks, 'facebook' | 'github' | 'twitter'>
  copyright: string
}

// A popover: the browser gives it Escape, light dismiss and a working button even without JS.
export function SiteMenu({ id, links, current, social, copyright }: SiteMenuProps) {
  const menu = useRef<HTMLElement>(null)
  useFocusOnOpen(menu)
  const close = () => menu.current?.hidePopover()
  const networks = (['facebook', 'github', 'twitter'] as const).filter((n) => social[n])

  return (
    <nav id={id} ref={menu} popover="auto" className={styles.menu} aria-label="Main">
      <ul className={styles.links}>
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link
              href={path}
              className={styles.link}
              aria-current={path === current ? 'page' : undefined}
              onClick={close}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <footer className={styles.footer}>
        <ul className={styles.social}>
          {networks.map((network) => (
            <li key={network}>
              <a href={social[network]} target="_blank" rel="noopener noreferrer">
                {networkLabels[network]}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{copyright}</p>
      </footer>
    </nav>
  )
}

// Focus moves into the menu when it opens and back to its button when it closes.
function useFocusOnOpen(menu: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = menu.current
    if (!element) return
    const onToggle = (event: Event) => {
      const opened = (event as ToggleEvent).newState === 'open'
      if (opened) element.querySelector<HTMLElement>('a')?.focus()
      else if (element.contains(document.activeElement) || document.activeElement === document.body)
        document.querySelector<HTMLElement>(`[popovertarget="${element.id}"]`)?.focus()
    }
    element.addEventListener('toggle', onToggle)
    return () => element.removeEventListener('toggle', onToggle)
  }, [menu])
}
