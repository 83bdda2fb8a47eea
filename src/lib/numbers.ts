/** A place in a list as the page numbers it, two digits wide in the language's digits: 7 → '07'. */
export const twoDigits = (n: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }).format(n)

/** A share out of 100 as the language writes it: 'en' 90 → '90%', 'fi' 90 → '90 %'. */
export const percent = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100)
