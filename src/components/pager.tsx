import type { Fallback } from '../lib/fallback.ts'
import { FallbackText } from './fallback-text.tsx'
import styles from './pager.module.css'

type Neighbour = { href: string; title: string }

type PagerProps = {
  label: string
  previous?: Neighbour
  next?: Neighbour
  text: { previous: string; next: string }
  /** The titles a translation leaves to the default language. */
  fallback?: Fallback
}

// The way from a project or a post to its neighbours in the list; none when it is alone.
export function Pager({ label, previous, next, text, fallback }: PagerProps) {
  if (!previous && !next) return null
  return (
    <nav className={styles.pager} aria-label={label} data-pagefind-ignore="">
      {previous && (
        <a href={previous.href} className={styles.previous}>
          <span className={styles.direction}>{text.previous}</span>
          <FallbackText text={previous.title} fallback={fallback} />
        </a>
      )}
      {next && (
        <a href={next.href} className={styles.next}>
          <span className={styles.direction}>{text.next}</span>
          <FallbackText text={next.title} fallback={fallback} />
        </a>
      )}
    </nav>
  )
}

/** The link above a project or a post back to the whole list. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} className={styles.back} data-pagefind-ignore="">
      {children}
    </a>
  )
}
