import { useContent } from '../site-content/language-content.ts'
import { dateParts, formatDate } from '../lib/dates.ts'

type DatesProps = { text: string; className?: string }

// Text such as '2019 – 2022' or '2023-05', with each date it holds as a readable <time>.
export function Dates({ text, className }: DatesProps) {
  const { language } = useContent()
  return (
    <span className={className}>
      {dateParts(text).map(({ text: part, dateTime }, i) =>
        dateTime ? (
          <time key={i} dateTime={dateTime}>
            {formatDate(dateTime, language.code)}
          </time>
        ) : (
          part
        ),
      )}
    </span>
  )
}
