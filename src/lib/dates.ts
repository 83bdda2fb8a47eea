// Dates in the content are a year or a year and month, as JSON Resume writes them: 2021, 2021-09.
export const ISO_DATE = /^\d{4}(-(0[1-9]|1[0-2]))?$/

// The same shape inside free text such as a timeline entry's '2019 – 2022' or '2022 – now'.
const DATE_IN_TEXT = /(\b\d{4}(?:-(?:0[1-9]|1[0-2]))?\b)/

export type DatePart = { text: string; dateTime?: string }

/** Splits text around the dates it holds, so each date can be marked up as a <time>. */
export const dateParts = (text: string): DatePart[] =>
  text
    .split(DATE_IN_TEXT)
    .map((part, i) => (i % 2 ? { text: part, dateTime: part } : { text: part }))
    .filter((part) => part.text !== '')

/** The first two dates in a text: '2019 – 2022' → 2019 to 2022; '2022 – now' has no end. */
export function dateRange(text: string): { start?: string; end?: string } {
  const [start, end] = dateParts(text).flatMap((part) => part.dateTime ?? [])
  return { start, end }
}

/** Whether end comes before start, compared at the coarser precision (2021 vs 2021-09 is fine). */
export function endsBefore(start: string, end: string): boolean {
  const length = Math.min(start.length, end.length)
  return end.slice(0, length) < start.slice(0, length)
}

/** As the language writes a month: 'en' '2023-05' → 'May 2023'; a bare year stays as it is. */
export function formatDate(date: string, locale: string): string {
  const [year, month] = date.split('-')
  if (!month) return date
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return format.format(Date.UTC(Number(year), Number(month) - 1))
}

/** Text with each date it holds in display form: '2017-09 – 2019-05' → 'Sep 2017 – May 2019'. */
export const formatDates = (text: string, locale: string) =>
  dateParts(text)
    .map((part) => (part.dateTime ? formatDate(part.dateTime, locale) : part.text))
    .join('')

/** A day as the language writes it in full: 'en' '2024-05-31' → 'May 31, 2024'. */
export const formatDay = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date))
