import { keepMeasuresWhole } from '../lib/numbers.ts'
import { localize, type ContentSource } from './localize.ts'
import { languages } from '../content/languages.ts'
import { postFiles } from './post-files.ts'
import { site } from '../content/site.ts'

// Every text of a words file with its measures whole ('70 %', '110 kV'), as a post's are.
const withMeasuresWhole = (value: unknown): unknown =>
  typeof value === 'string'
    ? keepMeasuresWhole(value)
    : Array.isArray(value)
      ? value.map(withMeasuresWhole)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, withMeasuresWhole(item)]),
          )
        : value

// Every words file in words/, by its language code: words/fi.ts → 'fi'.
const files = import.meta.glob<unknown>('../content/words/*.ts', { import: 'words', eager: true })
const words = Object.fromEntries(
  Object.entries(files).map(([file, value]) => [
    file.replace(/^.*\/|\.ts$/g, ''),
    withMeasuresWhole(value),
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
