export type LanguageEntry = {
  /** The language's BCP 47 code: `<html lang>`, hreflang, and the formats of dates and numbers. */
  code: string
  /** Its name in itself, as the language switch shows it. */
  name: string
  /** 'rtl' for a language written right to left, such as Arabic or Hebrew. */
  dir?: 'rtl'
}

// The site's languages. The first is the default, published at the site's root; every other one
// under /<code>/. Each says its words in words/<code>.ts. To add a language, add its line here and
// its words file; to drop one, delete both, and its posts (posts/<slug>.<code>.mdx).
export const languages: readonly LanguageEntry[] = [
  { code: 'en', name: 'English' },
  { code: 'fi', name: 'Suomi' },
]

/** The folder a language's pages are published in: '' for the default, 'fi/' for Finnish. */
export const languagePath = (code: string) => (code === languages[0]?.code ? '' : `${code}/`)

/** The language of a code (the default for none); an unknown code is a mistake worth stopping for. */
export function languageFor(code: string | undefined): LanguageEntry {
  const language = code ? languages.find((entry) => entry.code === code) : languages[0]
  if (!language)
    throw new Error(
      `No language "${code}" in src/content/languages.ts (it has ${languages.map((l) => l.code).join(', ')})`,
    )
  return language
}
