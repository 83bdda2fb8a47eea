import { languageOf, type Fallback } from '../lib/fallback.ts'

/**
 * A text among words of another language (a link's or a heading's): in a span of the default
 * language's where the page's translation left the text to it, else as it is.
 */
export function FallbackText({ text, fallback }: { text: string; fallback?: Fallback }) {
  const language = languageOf(text, fallback)
  return language ? <span {...language}>{text}</span> : text
}
