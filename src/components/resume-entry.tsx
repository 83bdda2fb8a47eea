import type { ReactNode } from 'react'
import { longWord } from '../lib/long-words.ts'
import { Dates } from './dates.tsx'
import styles from './resume-entry.module.css'

type ResumeEntryProps = {
  title: ReactNode
  /** The title's words, which its size is fitted to. */
  titleText: string
  dates?: string
  children?: ReactNode
}

// One job, certificate, degree or project: its title with its dates beside it, then the details.
export function ResumeEntry({ title, titleText, dates, children }: ResumeEntryProps) {
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        <h3 className={styles.title} data-long-word={longWord(titleText)}>
          {title}
        </h3>
        {dates && <Dates text={dates} className={styles.dates} />}
      </div>
      {children}
    </li>
  )
}
