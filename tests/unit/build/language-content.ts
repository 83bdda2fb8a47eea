import type { LanguageContent } from '../../../src/site-content/language-content.ts'
import { localize, type ContentSource } from '../../../src/site-content/localize.ts'

export const SITE = 'https://zoe.example/'

/** A fixture site's language as its published files are made from it: the default at SITE's root. */
export function languageOf(source: ContentSource, code: string): LanguageContent {
  const folder = code === source.languages[0]?.code ? '' : `${code}/`
  const path = (to: string) => folder + to.replace(/^\//, '')
  return {
    ...localize(source, code),
    language: { code, name: code, dir: 'ltr' },
    folder,
    base: `/${folder}`,
    href: (to) => `/${path(to)}`,
    url: (to) => SITE + path(to),
  }
}
