import type { Fallback } from '../lib/fallback.ts'
import { longWord } from '../lib/long-words.ts'
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
        <NeighbourLink
          to={previous}
          direction={text.previous}
          className={styles.previous}
          fallback={fallback}
        />
      )}
      {next && (
        <NeighbourLink
          to={next}
          direction={text.next}
          className={styles.next}
          fallback={fallback}
        />
      )}
    </nav>
  )
}

type NeighbourLinkProps = {
  to: Neighbour
  direction: string
  className?: string
  fallback?: Fallback
}

function NeighbourLink({ to, direction, className, fallback }: NeighbourLinkProps) {
  return (
    <a href={to.href} className={className}>
      <span className={styles.direction}>{direction}</span>
      <span className={styles.title} data-long-word={longWord(to.title)}>
        <FallbackText text={to.title} fallback={fallback} />
      </span>
    </a>
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
