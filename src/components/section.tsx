import type { ReactNode } from 'react'
import { longWord } from '../lib/long-words.ts'
import styles from './about-sections.module.css'

type SectionProps = { id: string; heading: string; children: ReactNode }

/** A section of About or the résumé: its heading beside what it holds, above it on a phone. */
export function Section({ id, heading, children }: SectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading} data-long-word={longWord(heading)}>
        {heading}
      </h2>
      <div className={styles.body}>{children}</div>
    </section>
  )
}
