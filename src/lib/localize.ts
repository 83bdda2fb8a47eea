import type { Facts, Site, Ui, WordsShape } from '../content/schema.ts'
import { assembleSite } from './assemble-site.ts'
import { mergeWords } from './merge-words.ts'

export type ContentSource = {
  facts: unknown
  /** Each language's words by its code; the first language is the default. */
  words: Readonly<Record<string, unknown>>
  languages: readonly { code: string }[]
}

export type Localized = {
  site: Site
  ui: Ui
  /** The texts this language leaves to the default's, by key path ('projects.sql-runner.title'). */
  untranslated: readonly string[]
}

/** A language's content: the facts with its words, the default language's where it has none. */
export function localize(source: ContentSource, code: string): Localized {
  const defaultCode = source.languages[0]?.code ?? code
  const defaults = source.words[defaultCode]
  const { words, untranslated } =
    code === defaultCode
      ? { words: defaults, untranslated: [] }
      : mergeWords(defaults, source.words[code] ?? {})
  // Validated before anything renders (content/validate.ts), so the shapes hold here.
  const merged = words as WordsShape
  return { site: assembleSite(source.facts as Facts, merged), ui: merged.ui, untranslated }
}
