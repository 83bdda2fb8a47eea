import { readFileSync } from 'node:fs'
import type { githubContent } from '../../src/site-content/github.ts'
import type { Localized } from '../../src/site-content/localize.ts'

// The content each language was built from, as the build recorded it (scripts/build.mjs): the
// browser tests expect what the owner's own content says, so they hold for any owner.
export type BuiltLanguage = Localized & {
  code: string
  name: string
  folder: string
  /** What its pages show of the GitHub snapshot (src/content/github.json). */
  github: ReturnType<typeof githubContent>
  /** The default language's texts it shows for those it leaves untranslated (a list's each item). */
  untranslatedTexts: readonly string[]
}
type Built = { example: boolean; languages: BuiltLanguage[] }

const built = JSON.parse(readFileSync('dist/content.json', 'utf8')) as Built

/** Whether the site is built from the shipped example: checks of its own words run only then. */
export const EXAMPLE = built.example
export const LANGUAGES = built.languages
export const DEFAULT_LANGUAGE = LANGUAGES[0] as BuiltLanguage
/** Every language but the default, each under /<code>/. */
export const OTHER_LANGUAGES = LANGUAGES.slice(1)
export const { site, ui } = DEFAULT_LANGUAGE
