import type { ReactNode } from 'react'
import type { CaseStudy as Study, Ui } from '../content-model/schema.ts'
import { languageOf, type Fallback } from '../lib/fallback.ts'
import { fill } from '../lib/fill.ts'
import { rangeText } from '../resume/resume.ts'
import { Dates } from './dates.tsx'
import styles from './case-study.module.css'

type CaseStudyProps = {
  study: Study
  text: Ui['portfolio']['caseStudy']
  /** The end of a range that goes on: '2023 – now'. */
  now: string
  /** Its texts a translation leaves to the default language. */
  fallback?: Fallback
}

/** A project's case study: a section for each part it gives, none when it gives none. */
export function CaseStudy({ study, text, now, fallback }: CaseStudyProps) {
  const { problem, role, team, work, outcome, start, end } = study
  const language = (part: string) => languageOf(part, fallback)
  const teamLine = team && fill(text.team, { count: String(team) })
  const sections: [keyof typeof text, ReactNode][] = [
    ['problem', problem && <p {...language(problem)}>{problem}</p>],
    [
      'role',
      (role || teamLine) && (
        <>
          {role && <p {...language(role)}>{role}</p>}
          {teamLine && <p className={styles.muted}>{teamLine}</p>}
        </>
      ),
    ],
    ['work', work && <p {...language(work)}>{work}</p>],
    [
      'outcome',
      outcome && (
        <p className={styles.outcome} {...language(outcome)}>
          {outcome}
        </p>
      ),
    ],
    ['dates', start && <Dates text={rangeText(start, end, now)} />],
  ]
  const given = sections.filter(([, body]) => body)
  if (given.length === 0) return null
  return (
    <div className={styles.study}>
      {given.map(([part, body]) => (
        <section key={part} aria-labelledby={`case-${part}`} className={styles.part}>
          <h2 id={`case-${part}`} className={styles.heading}>
            {text[part]}
          </h2>
          {body}
        </section>
      ))}
    </div>
  )
}
