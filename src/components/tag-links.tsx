import { languageOf, type Fallback } from '../lib/fallback.ts'
import { hrefUnder } from '../routing/base.ts'
import { tagPath } from '../routing/route-path.ts'
import styles from './tag-links.module.css'

type TagLinksProps = {
  /** Each tag's label by its id, in the order shown. */
  tags: Readonly<Record<string, string>>
  /** The base path of the page's language: '/react-portfolio/fi/'. */
  base: string
  /** Names the list for screen readers. */
  label: string
  /** The text of a first link, to every project: current while no tag is. */
  all?: string
  /** The tag whose page this is. */
  current?: string
  /** The labels a translation leaves to the default language. */
  fallback?: Fallback
}

const current = (yes: boolean) => (yes ? 'page' : undefined)

// Plain links to each tag's page, which work before the app does. With it running, the grid
// filters in place (islands/project-browser.tsx): the address is the tag page's, and Back undoes it.
export function TagLinks({ tags, base, label, all, current: shown, fallback }: TagLinksProps) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tags}>
        {all && (
          <li>
            <a href={hrefUnder(base, '/portfolio')} aria-current={current(!shown)}>
              {all}
            </a>
          </li>
        )}
        {Object.entries(tags).map(([id, text]) => (
          <li key={id}>
            <a
              href={hrefUnder(base, tagPath(id))}
              aria-current={current(shown === id)}
              {...languageOf(text, fallback)}
            >
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
