import type { Site, Ui } from './schema.ts'
import { site } from './site.ts'
import { site as finnish } from './site.fi.ts'
import { ui } from './ui.ts'
import { ui as finnishUi } from './ui.fi.ts'

export type Language = {
  /** The language's BCP 47 code: `<html lang>`, hreflang, and the formats of dates and numbers. */
  code: string
  /** Its name in itself, as the language switch shows it. */
  name: string
  site: Site
  ui: Ui
}

// The site's languages. The first is the default, published at the site's root; every other one
// under /<code>/. To drop a language, delete its line here and its two files.
export const languages: readonly Language[] = [
  { code: 'en', name: 'English', site, ui },
  { code: 'fi', name: 'Suomi', site: finnish, ui: finnishUi },
]

/** The folder a language's pages are published in: '' for the default, 'fi/' for Finnish. */
export const languagePath = (code: string) => (code === languages[0]?.code ? '' : `${code}/`)

/** The language of a code (the default for none); an unknown code is a mistake worth stopping for. */
export function languageFor(code: string | undefined): Language {
  const language = code ? languages.find((entry) => entry.code === code) : languages[0]
  if (!language)
    throw new Error(
      `No language "${code}" in src/content/languages.ts (it has ${languages.map((l) => l.code).join(', ')})`,
    )
  return language
}
