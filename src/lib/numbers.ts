import { fill } from './fill.ts'

/** Words with a count in them, one text per plural form: `{ one: '{count} star', other: … }`. */
export type CountWords = { one: string; other: string }

/**
 * A count in the language's words: 'en' 1234 → '1,234 stars', 'fi' 1 → '1 tähti'; with any other
 * values its words hold.
 */
export function countText(
  count: number,
  words: CountWords,
  locale: string,
  values: Record<string, string> = {},
) {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? words.one : words.other
  return fill(form, { ...values, count: new Intl.NumberFormat(locale).format(count) })
}

/** A place in a list as the page numbers it, two digits wide in the language's digits: 7 → '07'. */
export const twoDigits = (n: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format(n)

/** A share out of 100 as the language writes it: 'en' 90 → '90%', 'fi' 90 → '90 %'. */
export const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100)

// A measure never breaks between its number and its unit ('0.6 s', '40 KB', '70 %', '110 kV'):
// the space between them becomes a no-break space.
const MEASURE =
  /(\d) (?=(?:ms|s|min|h|B|KB|kB|MB|GB|px|%|fps|kV|kW|MW|km|kg|USD|EUR|€)(?![\p{L}\d]))/gu
export const keepMeasuresWhole = (text: string) => text.replace(MEASURE, '$1\u00a0')
