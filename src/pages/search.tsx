import { useEffect, useId, useState } from 'react'
import { fullName, lang } from '../content-model/parts/frame.ts'
import { posts, ui } from '../content-model/language.ts'
import { useHydrated } from '../hooks/use-hydrated.ts'
import { pageHref, rootAsset } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { resultsSummary, searchSite, type SearchResult } from '../lib/site-search.ts'
import type { PageModule } from '../page-loader.tsx'
import page from './page.module.css'
import styles from './search.module.css'

// What the page reads of the content: the browser build inlines it, so the page ships these words only.
export const content = {
  text: { ...ui.search, title: ui.titles.search },
  links: [
    ...(posts.length > 0 ? [{ path: '/blog', label: ui.nav.blog }] : []),
    { path: '/portfolio', label: ui.nav.portfolio },
  ],
}
const { text, links } = content

// Its page allows WebAssembly, which search runs on (lib/csp.ts): the app loads it as a document.
export const route: PageModule['route'] = { path: '/search', menu: 7, document: true }

export const head: PageModule['head'] = () => ({
  title: fill(text.title, { name: fullName }),
  description: fill(text.description, { name: fullName }),
})

type Outcome = { query: string; results?: SearchResult[] }

const search = (query: string) =>
  searchSite(query, { script: rootAsset('pagefind/pagefind.js'), baseUrl: rootAsset('') })

// The query is in the address (?q=), so a search can be shared, reloaded and gone back to.
const queryInAddress = () =>
  typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('q') ?? '')

function keepInAddress(query: string) {
  const url = new URL(location.href)
  if (query) url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  history.replaceState(history.state, '', url)
}

/** Site search: pages, projects and posts, as the visitor types. It needs the app to run. */
export default function Search() {
  const hydrated = useHydrated()
  const [query, setQuery] = useState(queryInAddress)
  // The last query answered: its results, or none if search failed.
  const [outcome, setOutcome] = useState<Outcome>({ query: '' })
  const id = `search${useId()}`
  const wanted = query.trim()

  useEffect(() => {
    if (!wanted) return
    let current = true
    search(wanted).then(
      (results) => current && setOutcome({ query: wanted, results }),
      () => current && setOutcome({ query: wanted }),
    )
    return () => {
      current = false
    }
  }, [wanted])

  const answered = wanted !== '' && outcome.query === wanted
  const status = !wanted
    ? ''
    : !answered
      ? text.searching
      : outcome.results
        ? resultsSummary(outcome.results.length, wanted, text, lang)
        : text.failed
  const results = (answered && outcome.results) || []

  return (
    <div className={page.page}>
      <h1 className={page.title}>{text.heading}</h1>
      {hydrated ? (
        <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className={styles.label}>
            {text.label}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              keepInAddress(event.target.value.trim())
            }}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={`${id}-status`}
          />
        </form>
      ) : (
        <div className={styles.noScript}>
          <p>{text.needsJavaScript}</p>
          <ul>
            {links.map(({ path, label }) => (
              <li key={path}>
                <a href={pageHref(path)}>{label}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p id={`${id}-status`} className={styles.status} role="status">
        {status}
      </p>
      {results.length > 0 && (
        <ol className={styles.results}>
          {results.map((result) => (
            <li key={result.url}>
              <a href={result.url} className={styles.result}>
                {result.title}
              </a>
              {/* Pagefind's excerpt of the page, escaped, with the words found in <mark>. */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
