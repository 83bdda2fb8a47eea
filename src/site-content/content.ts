import { keepMeasuresWhole } from '../lib/numbers.ts'
import { localize, type ContentSource } from './localize.ts'
import { mapTexts } from './merge-words.ts'
import { languages } from '../content/languages.ts'
import { postFiles } from './post-files.ts'
import { site } from '../content/site.ts'

// Every words file in words/, by its language code: words/fi.ts → 'fi'. Its measures are kept
// whole ('70 %', '110 kV'), as a post's are.
const files = import.meta.glob<unknown>('../content/words/*.ts', { import: 'words', eager: true })
const words = Object.fromEntries(
  Object.entries(files).map(([file, value]) => [
    file.replace(/^.*\/|\.ts$/g, ''),
    mapTexts(value, keepMeasuresWhole),
  ]),
)

/** The site's own content: the facts of site.ts and each language's words. */
export const content: ContentSource = { facts: site, words, languages, posts: postFiles }

/**
 * A language's site, words and posts, the default language's words filling what it leaves out.
 * Drafts are the dev server's alone (build/vite-plugins.ts sets SHOW_DRAFTS there).
 */
export const contentFor = (code: string) =>
  localize(content, code, { drafts: import.meta.env.SHOW_DRAFTS === true })
