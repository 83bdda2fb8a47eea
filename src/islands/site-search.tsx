import { useEffect, useId, useRef, useState } from 'react'
import type { Ui } from '../content-model/schema.ts'
import { languageOf, type Fallback } from '../lib/fallback.ts'
import { topicKey } from '../lib/topics.ts'
import { rootAsset } from '../routing/base.ts'
import { loadSearch, resultsSummary, searchSite, type SearchResult } from './pagefind.ts'
import tagStyles from '../components/tag-links.module.css'
import styles from './site-search.module.css'

type Outcome = { query: string; results?: SearchResult[] }

// A pause in typing longer than between two keys.
const HEARD_AFTER_MS = 1000

const where = () => ({ script: rootAsset('pagefind/pagefind.js'), baseUrl: rootAsset('') })

// The query is in the address (?q=), so a search can be shared, reloaded and gone back to: in the
// history entry's state too, where the page navigation reads the address Back returns to.
const queryInAddress = () => new URLSearchParams(location.search).get('q') ?? ''

function keepInAddress(query: string) {
  const url = new URL(location.href)
  if (query) url.searchParams.set('q', query)
  else url.searchParams.delete('q')
  const state: unknown = history.state
  const address = url.pathname + url.search + url.hash
  history.replaceState(
    state && typeof state === 'object' ? { ...state, url: address } : state,
    '',
    url,
  )
}

type SiteSearchProps = {
  text: Ui['search']
  /** Where to look instead, without JavaScript: the blog's, the grid's and About's addresses and names. */
  links: readonly { href: string; label: string }[]
  /** Names of tags, each a button that searches for it. */
  topics: readonly string[]
  /** The topics a translation leaves to the default language. */
  fallback?: Fallback
  lang: string
}

/**
 * Site search: pages, projects and posts, as the visitor types. It needs JavaScript to run: the
 * page says so, in place of the box, in a browser that runs none.
 */
export default function SiteSearch({ text, links, topics, fallback, lang }: SiteSearchProps) {
  const box = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const ask = (words: string) => {
    setQuery(words)
    keepInAddress(words.trim())
  }
  // Pagefind and what every query needs come as the visitor comes to the box, while they type
  // their first word: on a slow network each is a round trip of its own. Only a visitor's action
  // loads them, as only a query did before.
  const getReady = () => void loadSearch(where())
  // The box is in the page before search wakes, and the box is the truth: once awake, it searches
  // what the visitor typed there, or else the address's query, which the build's HTML cannot hold.
  useEffect(() => {
    const field = box.current
    if (!field) return
    if (document.activeElement === field) getReady()
    field.value ||= queryInAddress()
    ask(field.value)
  }, [])
  // The last query answered: its results, or none if search failed.
  const [outcome, setOutcome] = useState<Outcome>({ query: '' })
  const id = `search${useId()}`
  const wanted = query.trim()

  useEffect(() => {
    if (!wanted) return
    let current = true
    searchSite(wanted, where()).then(
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
  // The last results stay while the next are looked for: the list never blinks out as one types.
  const results = (wanted !== '' && outcome.results) || []
  // A screen reader hears what the search found once the visitor stops typing, not at each letter
  // nor while it looks; the line on screen follows every letter.
  const [heard, setHeard] = useState('')
  const looking = wanted !== '' && !answered
  useEffect(() => {
    if (looking) return
    const settled = setTimeout(() => setHeard(status), HEARD_AFTER_MS)
    return () => clearTimeout(settled)
  }, [looking, status])

  // Back from a result, the focus returns to it once the results are back, as it does to a link
  // any page shows as it comes (browser/navigation.ts), which has put it on the heading meanwhile.
  const list = useRef<HTMLOListElement>(null)
  useEffect(() => {
    const { followed, ...state } = (history.state ?? {}) as { followed?: string }
    const link =
      followed && list.current?.querySelector<HTMLElement>(`[href="${CSS.escape(followed)}"]`)
    if (!link) return
    if (document.activeElement?.matches('body, h1')) link.focus()
    history.replaceState(state, '')
  }, [outcome])

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
          onFocus={getReady}
          onChange={(event) => ask(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={`${id}-status`}
        />
        {topics.length > 0 && (
          <div className={styles.topics}>
            <p>{text.topics}</p>
            {/* A topic searches for its name; the focus stays on it, and a phone's keyboard shut. */}
            <ul className={tagStyles.tags}>
              {topics.map((topic) => (
                <li key={topic}>
                  <button
                    type="button"
                    aria-current={topicKey(topic) === topicKey(query) ? 'true' : undefined}
                    {...languageOf(topic, fallback)}
                    onClick={() => {
                      if (box.current) box.current.value = topic
                      ask(topic)
                    }}
                  >
                    {topic}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
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
      <p id={`${id}-status`} className={styles.status} aria-hidden="true">
        {status}
      </p>
      <p role="status" className="visually-hidden">
        {heard}
      </p>
      {results.length > 0 && (
        <ol ref={list} className={styles.results}>
          {results.map((result) => (
            <li key={result.url}>
              <a
                href={result.url}
                className={styles.result}
                onClick={() => history.replaceState({ ...history.state, followed: result.url }, '')}
              >
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
