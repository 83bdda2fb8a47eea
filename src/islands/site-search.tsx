import { useEffect, useId, useState } from 'react'
import type { Ui } from '../content-model/schema.ts'
import { useHydrated } from '../hooks/use-hydrated.ts'
import { rootAsset } from '../routing/base.ts'
import { resultsSummary, searchSite, type SearchResult } from './pagefind.ts'
import styles from './site-search.module.css'

type Outcome = { query: string; results?: SearchResult[] }

const search = (query: string) =>
  searchSite(query, { script: rootAsset('pagefind/pagefind.js'), baseUrl: rootAsset('') })

// The query is in the address (?q=), so a search can be shared, reloaded and gone back to.
const queryInAddress = () => new URLSearchParams(location.search).get('q') ?? ''

function keepInAddress(query: string) {
  const url = new URL(location.href)
  if (query) url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  history.replaceState(history.state, '', url)
}

type SiteSearchProps = {
  text: Ui['search']
  /** Where to look instead, without JavaScript: the blog's and the grid's addresses and names. */
  links: readonly { href: string; label: string }[]
  lang: string
}

/** Site search: pages, projects and posts, as the visitor types. It needs JavaScript to run. */
export default function SiteSearch({ text, links, lang }: SiteSearchProps) {
  const hydrated = useHydrated()
  // What the visitor typed; before that, the address's query, once hydrated: the build's HTML
  // has none, and hydrating it with one would not match.
  const [typed, setTyped] = useState<string>()
  const query = typed ?? (hydrated ? queryInAddress() : '')
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
    <>
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
              setTyped(event.target.value)
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
            {links.map(({ href, label }) => (
              <li key={href}>
                <a href={href}>{label}</a>
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
    </>
  )
}
