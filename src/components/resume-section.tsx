import type { ReactNode } from 'react'
import sections from './about-sections.module.css'

type ResumeSectionProps<T> = {
  id: string
  title: string
  items: readonly T[]
  children: (items: readonly T[]) => ReactNode
}

// Laid out like About's sections. An empty list in content/site.ts leaves no heading and no gap.
export function ResumeSection<T>({ id, title, items, children }: ResumeSectionProps<T>) {
  if (items.length === 0) return null
  return (
    <section className={sections.section} aria-labelledby={id}>
      <h2 id={id} className={sections.heading}>
        {title}
      </h2>
      <div>{children(items)}</div>
    </section>
  )
}
