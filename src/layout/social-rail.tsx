import type { SocialLinks } from '../content-model/schema.ts'
import { networkKeys, socialNetworks } from '../content-model/social-networks.ts'
import { SocialIcon } from './social-icon.tsx'
import styles from './social-rail.module.css'

type SocialRailProps = {
  links: SocialLinks
  label: string
  caption: string
  /** Said after each network's name: its profile opens in a new tab. */
  newTab: string
}

export function SocialRail({ links, label, caption, newTab }: SocialRailProps) {
  const configured = networkKeys.filter((network) => links[network])
  if (configured.length === 0) return null
  return (
    <aside className={styles.rail} aria-label={label}>
      <ul className={styles.list}>
        {configured.map((network) => (
          <li key={network}>
            <a
              className={styles.link}
              href={links[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${socialNetworks[network].label} ${newTab}`}
            >
              <SocialIcon network={network} />
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.caption}>{caption}</p>
    </aside>
  )
}
