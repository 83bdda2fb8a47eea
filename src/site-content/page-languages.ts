import { blogPaths } from './posts.ts'
import { languageUrl } from '../routing/base.ts'
import { existsIn, pathLanguages, type PathLanguages } from './twins.ts'
import { languagePath, languages } from '../content/languages.ts'
import { contentFor } from './content.ts'

/** The blog's pages that not every language has, with the languages that do: the sitemap's. */
export const blogLanguages = pathLanguages(
  Object.fromEntries(languages.map(({ code }) => [code, blogPaths(contentFor(code).posts)])),
)

/** Those of a language: where its language links may lead from them. */
export const onlyIn = (code: string): PathLanguages =>
  Object.fromEntries(Object.entries(blogLanguages).filter(([, codes]) => codes.includes(code)))

/** A page's published address in every language that has it, the default first: hreflang and the sitemap. */
export const translationsOf = (path: string, only: PathLanguages) =>
  languages
    .filter(({ code }) => existsIn(only, path, code))
    .map(({ code }) => ({ code, url: languageUrl(languagePath(code), path) }))
