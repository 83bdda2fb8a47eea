import type { CalendarView } from '../lib/github.ts'
import styles from './contribution-calendar.module.css'
import { Section } from './section.tsx'

// One square per day, a column per week from Sunday, like GitHub's own; its size in SVG units.
const CELL = 10
const STEP = 13
const TOP = 17
const LEVELS = [styles.l0, styles.l1, styles.l2, styles.l3, styles.l4]
const HEADING_ID = 'calendar-h'

type ContributionCalendarProps = { calendar: CalendarView & { heading: string } }

/** The owner's contributions over the last year: drawn at build, read as its summary. */
export function ContributionCalendar({ calendar }: ContributionCalendarProps) {
  const { heading, summary, offset, levels, weeks, months, less, more } = calendar
  return (
    <Section id={HEADING_ID} heading={heading}>
      <figure className={styles.figure}>
        {/* A phone shows the latest months, as many as fit at a readable size, and scrolls back:
            by keyboard too, once it has the focus, named by the section's heading. */}
        <div className={styles.window} tabIndex={0} role="group" aria-labelledby={HEADING_ID}>
          <svg
            className={styles.grid}
            viewBox={`0 0 ${weeks * STEP - (STEP - CELL)} ${TOP + 7 * STEP - (STEP - CELL)}`}
            aria-hidden="true"
            focusable="false"
          >
            {months.map(({ week, label }) => (
              <text key={week} x={week * STEP} y={TOP - 6} className={styles.month}>
                {label}
              </text>
            ))}
            {[...levels].map((level, day) => (
              <rect
                key={day}
                x={Math.floor((offset + day) / 7) * STEP}
                y={TOP + ((offset + day) % 7) * STEP}
                width={CELL}
                height={CELL}
                rx="2"
                className={LEVELS[Number(level)]}
              />
            ))}
          </svg>
        </div>
        <figcaption className={styles.caption}>
          <span className={styles.summary}>{summary}</span>
          <span className={styles.legend} aria-hidden="true">
            {less}
            <svg viewBox={`0 0 ${5 * STEP - (STEP - CELL)} ${CELL}`} focusable="false">
              {LEVELS.map((level, i) => (
                <rect
                  key={level}
                  x={i * STEP}
                  width={CELL}
                  height={CELL}
                  rx="2"
                  className={level}
                />
              ))}
            </svg>
            {more}
          </span>
        </figcaption>
      </figure>
    </Section>
  )
}
