import type { TimelineEntry } from '../content/schema.ts'
import styles from './about-sections.module.css'

type TimelineTableProps = { entries: readonly TimelineEntry[] }

export function TimelineTable({ entries }: TimelineTableProps) {
  if (entries.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="timeline-h">
      <h2 id="timeline-h" className={styles.heading}>
        Work Timline
      </h2>
      <table className={styles.table} aria-labelledby="timeline-h">
        <thead>
          <tr>
            <th scope="col">Job title</th>
            <th scope="col">Where</th>
            <th scope="col">Date</th>
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
