import type { TimelineEntry } from '../content-model/schema.ts'
import styles from './about-sections.module.css'

type TimelineTableProps = {
  entries: readonly TimelineEntry[]
  text: { timeline: string; jobTitle: string; where: string; date: string }
}

export function TimelineTable({ entries, text }: TimelineTableProps) {
  if (entries.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="timeline-h">
      <h2 id="timeline-h" className={styles.heading}>
        {text.timeline}
      </h2>
      <table className={styles.table} aria-labelledby="timeline-h">
        <thead>
          <tr>
            <th scope="col">{text.jobTitle}</th>
            <th scope="col">{text.where}</th>
            <th scope="col">{text.date}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={`${entry.jobtitle}-${entry.where}-${entry.date}`}>
              <th scope="row">{entry.jobtitle}</th>
              <td>{entry.where}</td>
              <td className={styles.date}>{entry.date}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
