import type { SocialLinks } from '../content-model/schema.ts'
import { menuNetworks, socialNetworks } from '../content-model/social-networks.ts'
import { ExternalLink } from '../components/external-link.tsx'
import styles from './site-menu.module.css'

/** `document`: a page with a policy of its own, which the browser loads rather than swaps in. */
type MenuLink = { path: string; href: string; label: string; document?: boolean }
type SiteMenuProps = {
  id: string
  links: readonly MenuLink[]
  /** The path of the page on screen: its link is marked as the current page, or as the current
   * section for a page under it (a project's, a post's, a tag's). */
  current: string
  social: SocialLinks
  /** The navigation's accessible name. */
  label: string
  /** Said after each network's name: its profile opens in a new tab. */
  newTab: string
  copyright: string
}

const currentness = (path: string, current: string) =>
  path === current ? 'page' : path !== '/' && current.startsWith(`${path}/`) ? 'true' : undefined

// A popover: the browser gives it Escape, light dismiss and a working button even without JS.
// A link in it that changes the page swaps it for the new page's, closed, its current mark moved
// (browser/navigation.ts).
export function SiteMenu({ id, links, current, social, label, newTab, copyright }: SiteMenuProps) {
  const networks = menuNetworks.flatMap((network) => {
    const href = social[network]
    return href ? [{ network, href }] : []
  })
  return (
    <nav id={id} popover="auto" className={styles.menu} aria-label={label}>
      <ul className={styles.links}>
        {links.map(({ path, href, label, document }) => (
          <li key={path}>
            <a
              href={href}
              className={styles.link}
              aria-current={currentness(path, current)}
              data-no-swup={document ? '' : undefined}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
      <footer className={styles.footer}>
        <ul className={styles.social}>
          {networks.map(({ network, href }) => (
            <li key={network}>
              <ExternalLink href={href} newTab={newTab}>
                {socialNetworks[network].label}
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>{copyright}</p>
      </footer>
    </nav>
  )
}
