import { ContributionCalendar } from '../../components/contribution-calendar.tsx'
import { calendar } from '../../content-model/parts/calendar.ts'

/** About's contribution calendar; nothing without one. */
export default function AboutCalendar() {
  return calendar && <ContributionCalendar calendar={calendar} />
}
