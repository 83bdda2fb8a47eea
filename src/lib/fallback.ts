/**
 * The texts a translation leaves to the default language, and how that language is read: its code
 * and direction. A page in the translation shows them in the default language.
 */
export type Fallback = TextLanguage & { texts: readonly string[] }

/** The attributes that tell a browser and a screen reader which language an element's text is in. */
export type TextLanguage = { lang: string; dir: 'ltr' | 'rtl' }

/**
 * The `lang` and `dir` of an element that shows `text` (or all these texts): the default
 * language's where the page's translation left it to that language, so that it is read and laid
 * out as its own; none where the text is the page's own.
 */
export function languageOf(
  text: string | readonly string[] | undefined,
  fallback: Fallback | undefined,
): TextLanguage | undefined {
  const texts = typeof text === 'string' ? [text] : (text ?? [])
  if (!fallback || texts.length === 0) return undefined
  const left = texts.every((one) => fallback.texts.includes(one))
  return left ? { lang: fallback.lang, dir: fallback.dir } : undefined
}

/**
 * The direction `text` is read in on a page written `dir`: the default language's where the page's
 * translation left it to that language, else the page's. For what is drawn rather than marked up
 * (the résumé's PDF, the link previews).
 */
export const readingDirection = (
  text: string | readonly string[] | undefined,
  fallback: Fallback | undefined,
  dir: TextLanguage['dir'],
) => languageOf(text, fallback)?.dir ?? dir

/** The part of a fallback that these texts are in, for an island that shows only them. */
export function fallbackAmong(
  texts: readonly (string | undefined)[],
  fallback: Fallback | undefined,
): Fallback | undefined {
  const left = fallback?.texts.filter((text) => texts.includes(text)) ?? []
  return fallback && left.length > 0 ? { ...fallback, texts: left } : undefined
}
