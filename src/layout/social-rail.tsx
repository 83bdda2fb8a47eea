import type { SocialLinks, SocialNetwork } from '../content-model/schema.ts'
import { networkLabels } from '../lib/social-networks.ts'
import { SocialIcon } from './social-icon.tsx'
import styles from './social-rail.module.css'

const ORDER: readonly SocialNetwork[] = [
  'twitter',
  'github',
  'facebook',
  'linkedin',
  'youtube',
  'twitch',
  'mastodon',
]

type SocialRailProps = { links: SocialLinks; label: string; caption: string }

export function SocialRail({ links, label, caption }: SocialRailProps) {
  const configured = ORDER.filter((network) => links[network])
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
              aria-label={networkLabels[network]}
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
