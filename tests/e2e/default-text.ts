import type { BuiltLanguage } from './content.ts'

// Which of the default language's own words a translated page shows: the check that a translated
// page holds no text a component hard-coded, or a translation the build did not use.

type Words = Pick<BuiltLanguage, 'site' | 'ui'>
type Translated = Words & Pick<BuiltLanguage, 'untranslatedTexts'>

// Every text in a content module, as a flat list.
const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : []

// The parts of texts a page shows on their own: around placeholders and line breaks.
const partsOf = (texts: readonly string[]) =>
  texts
    .flatMap((text) => text.split(/\{\w+\}|\n+/))
    .map((text) => text.replace(/^[\s|:–-]+|[\s|:–-]+$/g, ''))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What the default language says that a translation does not: names, addresses and technology
 * words, the same in both, are left out, and so are the texts it leaves untranslated, the title
 * patterns' placeholders and the given names (the languages', which the switch names in each).
 */
export function defaultOnly(defaults: Words, translated: Words, names: readonly string[]) {
  const own = new Set([
    // Split alike, so a pattern left untranslated ('About | {name}') has all its parts here.
    ...partsOf(textsOf([translated.site, translated.ui])),
    ...names,
  ])
  return [
    ...new Set(
      partsOf(textsOf([defaults.site, defaults.ui]))
        .filter((text) => /[a-z]{2}/i.test(text) && !own.has(text))
        .filter((text) => !/^(https?:|images\/)|@/.test(text)),
    ),
  ]
}

/**
 * The default language's own texts in what a translated page shows, as whole words. The texts the
 * translation leaves untranslated are the default's by design, and a word inside one ("Project"
 * in an untranslated title "Extra Project 1") is no leak: they are blanked out before looking.
 */
export function defaultTextsIn(
  shown: string,
  defaults: Words,
  translated: Translated,
  names: readonly string[],
) {
  const untranslated = partsOf(translated.untranslatedTexts)
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length)
  const rest = untranslated.reduce((text, part) => text.replaceAll(part, '\n'), shown)
  return defaultOnly(defaults, translated, names).filter((text) =>
    new RegExp(`\\b${escapeRegExp(text)}\\b`).test(rest),
  )
}
