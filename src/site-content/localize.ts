import {
  frontMatterSchema,
  type Facts,
  type Site,
  type Ui,
  type WordsShape,
} from '../content-model/schema.ts'
import { assembleSite } from './assemble-site.ts'
import type { Fallback } from '../lib/fallback.ts'
import { mergeWords, textsAt } from './merge-words.ts'
import { typeset } from './typography.ts'
import { postName, postsIn, readingMinutes, splitPost, type Post, type PostFile } from './posts.ts'

export type ContentSource = {
  facts: unknown
  /** Each language's words by its code; the first language is the default. */
  words: Readonly<Record<string, unknown>>
  languages: readonly { code: string }[]
  /** The post files of content/posts/, in every language. */
  posts?: readonly PostFile[]
}

export type Localized = {
  site: Site
  ui: Ui
  /** The texts this language leaves to the default's, by key path ('projects.sql-runner.title'). */
  untranslated: readonly string[]
  /** The default language's texts of the content it shows; none when it translates them all. */
  fallback?: Fallback
  /** Its posts, newest first. */
  posts: readonly Post[]
}

/** The direction a language of languages.ts is written in; one written before `dir` existed has
 * none: left to right. */
export const directionOf = (language: { code: string }): 'ltr' | 'rtl' =>
  'dir' in language && language.dir === 'rtl' ? 'rtl' : 'ltr'

/** A language's content: the facts with its words, the default language's where it has none. */
export function localize(source: ContentSource, code: string, { drafts = false } = {}): Localized {
  const [first] = source.languages
  const defaultCode = first?.code ?? code
  const defaults = source.words[defaultCode]
  const { words, untranslated } =
    code === defaultCode
      ? { words: defaults, untranslated: [] }
      : mergeWords(defaults, source.words[code] ?? {})
  // Validated before anything renders (site-content/validate.ts), so the shapes hold here.
  const merged = words as WordsShape
  return {
    site: assembleSite(source.facts as Facts, merged),
    ui: merged.ui,
    untranslated,
    fallback: fallbackOf(defaults, untranslated, first),
    posts: postsIn(readPosts(source.posts ?? [], defaultCode), code, { drafts }),
  }
}

// The content's texts a translation leaves to the default language: not the site's own words (its
// menus, buttons and labels), a few words each and a translation's first work.
function fallbackOf(
  defaults: unknown,
  untranslated: readonly string[],
  language: ContentSource['languages'][number] | undefined,
): Fallback | undefined {
  const texts = textsAt(
    defaults,
    untranslated.filter((path) => !path.startsWith('ui.')),
  )
  if (!language || texts.length === 0) return undefined
  return { lang: language.code, dir: directionOf(language), texts }
}

/** Every post in every language, its front matter checked (validate.ts has reported any mistake). */
export function readPosts(files: readonly PostFile[], defaultCode: string): Post[] {
  return files.map(({ file, text }) => {
    const { slug, code } = postName(file, defaultCode)
    const { data, body } = splitPost(text)
    const front = frontMatterSchema.parse(data)
    const words = {
      title: typeset(front.title, code),
      description: typeset(front.description, code),
    }
    return { ...front, ...words, slug, language: code, minutes: readingMinutes(body), file }
  })
}
