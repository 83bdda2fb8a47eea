import type { RepoFacts } from '../lib/github.ts'
import styles from './repo-facts.module.css'

/** A repository's stars, main language and last update, as one line of small print. */
export function RepoFactsLine({ facts }: { facts: RepoFacts }) {
  return (
    <ul className={styles.facts}>
      <li>
        <svg className={styles.star} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M8 1.5l1.9 4.1 4.5.5-3.3 3.1.9 4.4L8 11.4l-4 2.2.9-4.4-3.3-3.1 4.5-.5z" />
        </svg>
        {facts.stars}
      </li>
      {facts.language && <li className={styles.language}>{facts.language}</li>}
      <li>
        <time dateTime={facts.updated.dateTime}>{facts.updated.text}</time>
      </li>
      {facts.archived && <li>{facts.archived}</li>}
    </ul>
  )
}
