import { contentFor } from './content.ts'
import { languageFor } from '../content/languages.ts'

// The language this build makes its pages in (SITE_LANGUAGE, set by scripts/build.mjs for each
// language in turn): its content and its words. The browser build only ever sees the parts of it
// that src/content/parts/ picks out.
export const language = languageFor(import.meta.env.SITE_LANGUAGE)
export const { site, ui, posts } = contentFor(language.code)
