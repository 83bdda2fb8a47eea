// Which of the default language's own words a translated page shows: the check that a translated
// page holds no text a component hard-coded, or a translation the build did not use.

/** @typedef {{ site: object, ui: object }} Words */
/** @typedef {Words & { untranslatedTexts: readonly string[] }} Translated */

// Every text in a content module, as a flat list.
/** @type {(value: unknown) => string[]} */
const textsOf = (value) =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(textsOf)
      : []

// The parts of texts a page shows on their own: around placeholders and line breaks.
/** @type {(texts: readonly string[]) => string[]} */
const partsOf = (texts) =>
  texts
    .flatMap((text) => text.split(/\{\w+\}|\n+/))
    .map((text) => text.replace(/^[\s|:–-]+|[\s|:–-]+$/g, ''))

/** @type {(text: string) => string} */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What the default language says that a translation does not: names, addresses and technology
 * words, the same in both, are left out, and so are the texts it leaves untranslated, the title
 * patterns' placeholders and the given names (the languages', which the switch names in each).
 * @param {Words} defaults
 * @param {Translated} translated
 * @param {readonly string[]} names
 */
export function defaultOnly(defaults, translated, names) {
  const texts = textsOf([translated.site, translated.ui])
  const own = new Set([
    // Split alike, so a pattern left untranslated ('About | {name}') has all its parts here.
    ...partsOf(texts),
    ...names,
  ])
  // A word the translation says among its own words ('min' of the Finnish 'Lukuaika {minutes} min'
  // in the English '{minutes} min read') is its own too; not one of a text it leaves untranslated.
  const untranslated = new Set(translated.untranslatedTexts)
  const written = texts.filter((text) => !untranslated.has(text)).join('\n')
  return [
    ...new Set(
      partsOf(textsOf([defaults.site, defaults.ui]))
        .filter((text) => /[a-z]{2}/i.test(text) && !own.has(text))
        .filter((text) => !new RegExp(`\\b${escapeRegExp(text)}\\b`).test(written))
        .filter((text) => !/^(https?:|images\/)|@/.test(text)),
    ),
  ]
}

/**
 * The default language's own texts in what a translated page shows, as whole words. The texts the
 * translation leaves untranslated are the default's by design, and a word inside one ("Project"
 * in an untranslated title "Extra Project 1") is no leak: they are blanked out before looking.
 * @param {string} shown
 * @param {Words} defaults
 * @param {Translated} translated
 * @param {readonly string[]} names
 */
export function defaultTextsIn(shown, defaults, translated, names) {
  const untranslated = partsOf(translated.untranslatedTexts)
    .filter((text) => text !== '')
    .sort((a, b) => b.length - a.length)
  const rest = untranslated.reduce((text, part) => text.replaceAll(part, '\n'), shown)
  return defaultOnly(defaults, translated, names).filter((text) =>
    new RegExp(`\\b${escapeRegExp(text)}\\b`).test(rest),
  )
}

/**
 * Everything a page says to a visitor, read in the browser: what is shown, what is read out
 * (names, alternatives) and what a browser tab or a link preview shows.
 * @param {import('@playwright/test').Page} page
 */
export const textsOnPage = (page) =>
  page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [alt], [title]')].flatMap((el) =>
      ['aria-label', 'alt', 'title'].map((name) => el.getAttribute(name) ?? ''),
    )
    const meta = [...document.querySelectorAll('meta[content]')].map(
      (el) => el.getAttribute('content') ?? '',
    )
    const hidden = [...document.querySelectorAll('.visually-hidden')].map((el) => el.textContent)
    return [document.title, document.body.innerText, ...named, ...meta, ...hidden].join('\n')
  })
