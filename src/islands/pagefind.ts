import { fill } from '../lib/fill.ts'

// Site search runs on Pagefind's index of the built pages (scripts/build.mjs), one per language.
// Its script is fetched by its address when the search page first searches, so no other page,
// and no prefetch of the search page, ever loads it.

export type SearchResult = { url: string; title: string; excerpt: string }

type PagefindResult = {
  data: () => Promise<{ url: string; excerpt: string; meta: { title?: string } }>
}
type Pagefind = {
  options: (options: { baseUrl: string }) => Promise<void>
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>
}

let pagefind: Promise<Pagefind> | undefined

/** The results for a query, best first: at most `limit`, each with its title and an excerpt. */
export async function searchSite(
  query: string,
  { script, baseUrl, limit = 20 }: { script: string; baseUrl: string; limit?: number },
): Promise<SearchResult[]> {
  pagefind ??= import(/* @vite-ignore */ script).then(async (module: Pagefind) => {
    await module.options({ baseUrl })
    return module
  })
  pagefind.catch(() => (pagefind = undefined))
  const search = await (await pagefind).search(query)
  const found = await Promise.all((search?.results ?? []).slice(0, limit).map((r) => r.data()))
  return found.map(({ url, excerpt, meta }) => ({ url, excerpt, title: meta.title ?? url }))
}

type ResultWords = { results: { one: string; other: string }; noResults: string }

/** What a screen reader hears, and every visitor reads, about the results of a query. */
export function resultsSummary(count: number, query: string, words: ResultWords, locale: string) {
  if (count === 0) return fill(words.noResults, { query })
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other'
  return fill(words.results[form], { count: new Intl.NumberFormat(locale).format(count), query })
}
