import { retext } from 'retext'
import retextSmartypants, { type Options } from 'retext-smartypants'

// The quotes of the languages the site knows; smartypants' own are English. Any other language
// keeps its quotes as written: German's, for one, close with what opens English ones.
type Quotes = Pick<Options, 'openingQuotes' | 'closingQuotes'>
// Finnish and Swedish open a quote with the mark that closes it: ”…”.
const CLOSING_BOTH_SIDES: Quotes = { openingQuotes: { double: '”', single: '’' } }
const QUOTES: Record<string, Quotes> = { en: {}, fi: CLOSING_BOTH_SIDES, sv: CLOSING_BOTH_SIDES }

/** How a post in the language `code` is typeset: its language's quotes and apostrophe, `--` an en
 * dash, `---` an em dash, `...` an ellipsis (build/mdx.ts sets its body, code apart). */
export function typography(code: string): Options {
  const quotes = QUOTES[code.split('-')[0]?.toLowerCase() ?? '']
  return { dashes: 'oldschool', quotes: quotes !== undefined, ...quotes }
}

/** A post's title or description, typeset as its body is. */
export const typeset = (text: string, code: string) =>
  String(retext().use(retextSmartypants, typography(code)).processSync(text))
