import type { ReactNode } from 'react'
import sections from './about-sections.module.css'

type ResumeSectionProps = { id: string; title: string; children: ReactNode }

// Laid out like About's sections.
export function ResumeSection({ id, title, children }: ResumeSectionProps) {
  return (
    <section className={sections.section} aria-labelledby={id}>
      <h2 id={id} className={sections.heading}>
        {title}
      </h2>
      <div>{children}</div>
    </section>
  )
}
