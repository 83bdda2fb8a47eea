import type { RepoFacts } from '../lib/github.ts'
import styles from './repo-facts.module.css'

/** A repository's stars, main language and last update, as one line of small print. Left out of
 * search: the numbers of the day of the build, not words a visitor looks for. */
export function RepoFactsLine({ facts }: { facts: RepoFacts }) {
  return (
    <p className={styles.facts} data-pagefind-ignore="">
      <span>
        <svg className={styles.star} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5l1.9 4.1 4.5.5-3.3 3.1.9 4.4L8 11.4l-4 2.2.9-4.4-3.3-3.1 4.5-.5z" />
        </svg>
        {facts.stars}
      </span>{' '}
      {facts.language && <span className={styles.language}>{facts.language}</span>}{' '}
      <time dateTime={facts.updated.dateTime}>{facts.updated.text}</time>{' '}
      {facts.archived && <span>{facts.archived}</span>}
    </p>
  )
}
