import { useEffect, useId, useRef, useState } from 'react'
import type { Ui } from '../content-model/schema.ts'
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

/**
 * Site search: pages, projects and posts, as the visitor types. It needs JavaScript to run: the
 * page says so, in place of the box, in a browser that runs none.
 */
export default function SiteSearch({ text, links, lang }: SiteSearchProps) {
  const box = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  // The box is in the page before search wakes, and the box is the truth: once awake, it searches
  // what the visitor typed there, or else the address's query, which the build's HTML cannot hold.
  useEffect(() => {
    const field = box.current
    if (!field) return
    field.value ||= queryInAddress()
    setQuery(field.value)
    keepInAddress(field.value.trim())
  }, [])
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
      {/* No form: the results follow the box as the visitor types, and there is nothing to send. */}
      <search className={styles.search}>
        <label htmlFor={`${id}-q`} className={styles.label}>
          {text.label}
        </label>
        <input
          ref={box}
          id={`${id}-q`}
          type="search"
          className={styles.input}
          onChange={(event) => {
            setQuery(event.target.value)
            keepInAddress(event.target.value.trim())
          }}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
        />
      </search>
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
