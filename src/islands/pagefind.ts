import { fill } from '../lib/fill.ts'
import { countText } from '../lib/numbers.ts'
import { TOPIC_FILTER, topicKey } from '../lib/topics.ts'

// Site search runs on Pagefind's index of the built pages (scripts/build.mjs), one per language.
// Its script is fetched by its address once a visitor comes to search's box on its page, so no
// other page, and no prefetch of the search page, ever loads it.

export type SearchResult = { url: string; title: string; excerpt: string }

export type PageFound = {
  url: string
  excerpt: string
  content: string
  /** The place in `content`'s words of each word that matched. */
  locations: number[]
  meta: { title?: string; description?: string }
}
type PagefindResult = { data: () => Promise<PageFound> }
type Pagefind = {
  options: (options: { baseUrl: string }) => Promise<void>
  init: () => Promise<void>
  search: (
    query: string | null,
    options?: { filters: Record<string, string> },
  ) => Promise<{ results: PagefindResult[] } | null>
}

let pagefind: Promise<Pagefind> | undefined

// Searches run one after another, as a visitor types too: two at once in one index may each find
// part of what they should.
let searching: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(search: () => Promise<T>): Promise<T> {
  const next = searching.then(search, search)
  searching = next.catch(() => undefined)
  return next
}

const MAX_RESULTS = 20

type Where = { script: string; baseUrl: string }

/**
 * Pagefind, with what every search needs (its code for the index, the index's entry and
 * metadata) on its way: once, ahead of the first query, which on a slow network would otherwise
 * wait out those round trips one after another.
 */
export function loadSearch({ script, baseUrl }: Where) {
  pagefind ??= import(/* @vite-ignore */ script).then(async (module: Pagefind) => {
    await module.options({ baseUrl })
    void module.init()
    return module
  })
  pagefind.catch(() => (pagefind = undefined))
  return pagefind
}

/** The results for a query, best first: at most 20, each with its title and an excerpt. */
export async function searchSite(query: string, where: Where): Promise<SearchResult[]> {
  const index = await loadSearch(where)
  const dataOf = (terms: string | null, options?: { filters: Record<string, string> }) =>
    oneAtATime(async () => {
      const search = await index.search(terms, options)
      return Promise.all(
        (search?.results ?? []).slice(0, MAX_RESULTS).map((result) => result.data()),
      )
    })
  const tagged = await dataOf(null, { filters: { [TOPIC_FILTER]: topicKey(query) } })
  // Words copied from a page may be joined by no-break spaces ('110 kV'), which Pagefind would read
  // as one word.
  const withWords = await dataOf(query.replace(/\s+/g, ' '))
  return pagesFound(query, tagged, withWords).slice(0, MAX_RESULTS)
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' }

/** Text as HTML shows it, as Pagefind's excerpts are. */
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (char) => ENTITIES[char] ?? char)

/**
 * What a query finds: the pages with a tag of that name first, then those that hold its words,
 * each page once. A page is shown by the words around what was found in it, without its title,
 * which the result shows above them; or by its description when nothing was found outside its
 * title (or it was found by its tag alone).
 */
export function pagesFound(
  query: string,
  tagged: readonly PageFound[],
  withWords: readonly PageFound[],
): SearchResult[] {
  const found = withWords.filter((page) => holdsEveryWord(query, page))
  const shown = ({ url, excerpt, content, meta }: PageFound) => {
    const title = meta.title ?? url
    const words = excerptUnderTitle(excerpt, content, title)
    const described = !words.includes('<mark>') && meta.description
    return { url, title, excerpt: described ? withWordsMarked(described, query) : words }
  }
  const byTag = (page: PageFound) => shown(found.find(({ url }) => url === page.url) ?? page)
  const taggedUrls = new Set(tagged.map(({ url }) => url))
  return [...tagged.map(byTag), ...found.filter(({ url }) => !taggedUrls.has(url)).map(shown)]
}

/**
 * Text as search compares it: its letters and digits alone, lower case and without accents, so
 * that an excerpt (escaped, its found words in <mark>) compares with the page's text too.
 */
const lettersOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/<\/?mark>|&#?\w+;|[^\p{L}\p{N}]/gu, '')
    .toLowerCase()

/** What of each word of a query a word found must hold: more than half, three letters or more. */
const beginnings = (query: string) =>
  query
    .split(/\s+/)
    .map(lettersOf)
    .filter(Boolean)
    .map((sought) => sought.slice(0, Math.max(3, Math.floor(sought.length / 2) + 1)))

/**
 * Pagefind answers a word it has not indexed with the pages of the longest start of it that it
 * has: 'orchid' finds 'or'. A page is a result only if, for each word sought, a word it matched
 * holds its beginning: as another form does ('deploying', 'deployment'), or a slip near the end
 * ('kubernetse').
 */
export function holdsEveryWord(
  query: string,
  { content, locations }: Pick<PageFound, 'content' | 'locations'>,
) {
  const words = content.split(/\s+/)
  const matched = locations.map((at) => lettersOf(words[at] ?? ''))
  return beginnings(query).every((start) => matched.some((word) => word.includes(start)))
}

/** A text as HTML, each word that begins as a word of `query` does in <mark>, as in an excerpt. */
function withWordsMarked(text: string, query: string) {
  const sought = beginnings(query)
  return text
    .split(/(\s+)/)
    .map((word) => {
      const found = sought.some((start) => lettersOf(word).startsWith(start))
      return found ? `<mark>${escapeHtml(word)}</mark>` : escapeHtml(word)
    })
    .join('')
}

/**
 * A page's text starts with its title (its h1), which its result shows above the excerpt: the
 * excerpt leaves the title out, and is marked as cut only where the text after the title goes on.
 * Empty when the excerpt held nothing but the title.
 */
export function excerptUnderTitle(excerpt: string, content: string, title: string) {
  const words = content.trim().split(/\s+/)
  const titleLength = title.trim().split(/\s+/).length
  const titled =
    lettersOf(title) !== '' && lettersOf(words.slice(0, titleLength).join(' ')) === lettersOf(title)
  const shown = excerpt.trim().split(/\s+/)
  const letters = lettersOf(excerpt)
  // Where the excerpt starts, if within the title or right after it.
  const start = titled
    ? words
        .slice(0, titleLength + 1)
        .findIndex((_, at) => lettersOf(words.slice(at, at + shown.length).join(' ')) === letters)
    : -1
  if (start < 0) return withCutsMarked(excerpt, content)
  const untitled = shown.slice(titleLength - start).join(' ')
  return untitled && withCutsMarked(untitled, words.slice(titleLength).join(' '))
}

/**
 * Pagefind's excerpt is a run of the page's words: an ellipsis at either end where the page's text
 * goes on, so that a cut sentence does not read as a whole.
 */
export function withCutsMarked(excerpt: string, content: string) {
  const shown = lettersOf(excerpt)
  const text = lettersOf(content)
  const at = shown ? text.indexOf(shown) : -1
  if (at < 0) return excerpt
  const cutAfter = at + shown.length < text.length
  // A comma, colon or semicolon says more follows: the ellipsis says it in its place. After a
  // whole sentence it stands apart, not run into the full stop.
  const marked = excerpt.replace(/[,:;]$/, '').replace(/[.!?]$/, '$&\u00a0')
  return `${at > 0 ? '…' : ''}${cutAfter ? `${marked}…` : excerpt}`
}

type ResultWords = { results: { one: string; other: string }; noResults: string }

/** What a screen reader hears, and every visitor reads, about the results of a query. */
export function resultsSummary(count: number, query: string, words: ResultWords, locale: string) {
  if (count === 0) return fill(words.noResults, { query })
  return countText(count, words.results, locale, { query })
}
