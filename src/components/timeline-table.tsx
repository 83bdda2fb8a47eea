import type { TimelineEntry } from '../content-model/schema.ts'
import type { Fallback } from '../lib/fallback.ts'
import { FallbackText } from './fallback-text.tsx'
import styles from './about-sections.module.css'
import { Section } from './section.tsx'

type TimelineTableProps = {
  entries: readonly TimelineEntry[]
  text: { timeline: string; jobTitle: string; where: string; date: string }
  /** The texts a translation leaves to the default language. */
  fallback?: Fallback
}

export function TimelineTable({ entries, text, fallback }: TimelineTableProps) {
  if (entries.length === 0) return null
  return (
    <Section id="timeline-h" heading={text.timeline}>
      <table className={styles.table} aria-labelledby="timeline-h">
        {/* The columns' names are not what search finds the page by, nor words of its excerpt:
            Pagefind would run them together with the first row ('Job titleWhereDateCloud…'). */}
        <thead data-pagefind-ignore="">
          <tr>
            <th scope="col">{text.jobTitle}</th>
            <th scope="col">{text.where}</th>
            <th scope="col">{text.date}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              {/* A cell keeps the table's direction, which places it; its text is read in its own. */}
              <th scope="row">
                <FallbackText text={entry.jobtitle} fallback={fallback} />
              </th>
              <td>
                <FallbackText text={entry.where} fallback={fallback} />
              </td>
              <td className={styles.date}>
                <FallbackText text={entry.date} fallback={fallback} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  )
}
