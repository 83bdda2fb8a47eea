import type { Comments, FactsInput } from '../content-model/schema.ts'

// Build time only: what the comments site.ts turns on need from each page.

/** What the page says of its discussion (components/comments.tsx), which browser/comments.ts reads. */
export type CommentSettings = {
  repo: string
  repoId: string
  category: string
  categoryId: string
  /** The post's slug: one discussion per post, whatever its address. */
  term: string
  lang: string
  load: 'visible' | 'click'
}

/** Where Giscus draws a post's discussion, in a frame. */
const GISCUS_ORIGIN = 'https://giscus.app'

/** The frames a page may show: Giscus's, on every page once comments are on. */
export const commentFrames = (comments: Comments): string[] =>
  comments.provider === 'giscus' ? [GISCUS_ORIGIN] : []

// The languages Giscus speaks (github.com/giscus/giscus, lib/i18n.tsx), by their codes there.
const GISCUS_LANGUAGES = new Set(
  'ar be bg ca cs da de en eo es eu fa fr gr hbs he hi hu id it ja kh ko nl pl pt ro ru th tr vi uk uz zh-CN zh-TW zh-HK'.split(
    ' ',
  ),
)
// Codes Giscus writes its own way.
const GISCUS_CODES: Record<string, string> = { el: 'gr', km: 'kh', sr: 'hbs', hr: 'hbs', bs: 'hbs' }

/** The page's language as Giscus names it, or English where Giscus does not have it. */
export function giscusLanguage(code: string): string {
  const [primary = ''] = code.split('-')
  const candidates = [code, GISCUS_CODES[primary] ?? primary]
  return candidates.find((candidate) => GISCUS_LANGUAGES.has(candidate)) ?? 'en'
}

/** Whether site.ts turns comments on: the build then makes their script. */
export const commentsOn = (facts: FactsInput) => facts.comments?.provider === 'giscus'
