import { contentFor } from './content.ts'
import { languageFor } from '../content/languages.ts'

// The language this build makes its pages in (SITE_LANGUAGE, set by scripts/build.mjs for each
// language in turn): its content and its words, for the pages rendered at build. The browser gets
// only what a page hands its islands as props.
export const language = languageFor(import.meta.env.SITE_LANGUAGE)
export const { site, ui, posts } = contentFor(language.code)
