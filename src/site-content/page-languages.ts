import { blogPaths } from './posts.ts'
import { languageHref, languageUrl } from '../routing/base.ts'
import { existsIn, pathLanguages, type PathLanguages } from './twins.ts'
import { languagePath, languages } from '../content/languages.ts'
import { contentFor } from './content.ts'
import { postPath } from '../routing/route-path.ts'

/** Where each language is published, the default first: '/react-portfolio/', '/react-portfolio/fi/'. */
export const languageRoots = languages.map(({ code }) => languageHref(languagePath(code), '/'))

/**
 * Where each language but the default is published: for an unknown path in one of these folders,
 * the root's 404.html shows that language's own.
 */
export const otherLanguageRoots = languageRoots.slice(1)

const postsIn = Object.fromEntries(languages.map(({ code }) => [code, contentFor(code).posts]))

/** The blog's pages that not every language has, with the languages that do: the sitemap's. */
export const blogLanguages = pathLanguages(
  Object.fromEntries(Object.entries(postsIn).map(([code, posts]) => [code, blogPaths(posts)])),
)

/** The day a language's post at `path` last changed (YYYY-MM-DD); nothing for another page. */
export function changedOn(code: string, path: string) {
  const post = postsIn[code]?.find(({ slug }) => postPath(slug) === path)
  return post && (post.updated ?? post.date)
}

/** Those of a language: where its language links may lead from them. */
export const onlyIn = (code: string): PathLanguages =>
  Object.fromEntries(Object.entries(blogLanguages).filter(([, codes]) => codes.includes(code)))

/** A page's published address in every language that has it, the default first: hreflang and the sitemap. */
export const translationsOf = (path: string, only: PathLanguages) =>
  languages
    .filter(({ code }) => existsIn(only, path, code))
    .map(({ code }) => ({ code, url: languageUrl(languagePath(code), path) }))
