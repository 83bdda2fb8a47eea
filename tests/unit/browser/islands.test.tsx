// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest'
import { sleepIslands, wakeIslands } from '../../../src/browser/islands.ts'
import { Island } from '../../../src/islands/island.tsx'
import ProjectBrowser from '../../../src/islands/project-browser.tsx'
import Typewriter from '../../../src/components/typewriter.tsx'
import { localize } from '../../../src/site-content/localize.ts'
import { solo } from '../../fixtures/content/sites.ts'

// jsdom has no media queries: the visitor asks for motion, unless a test says otherwise.
const reducedMotion = { matches: false }
vi.stubGlobal('matchMedia', () =>
  Object.assign(reducedMotion, { addEventListener: () => {}, removeEventListener: () => {} }),
)

const { ui } = localize(solo, 'en')
const grid = (
  <Island wake="load">
    <ProjectBrowser
      projects={[]}
      tags={{}}
      base="/"
      text={{ ...ui.portfolio, opensInNewTab: ui.opensInNewTab }}
      titles={{ grid: 'Portfolio', tag: '{tag}', project: '{project}', name: 'Zoe' }}
    />
  </Island>
)

test('a page left while its island is still waking: the island sleeps, and nothing is reported', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
  const uncaught: unknown[] = []
  addEventListener('error', (event) => uncaught.push(event.error))
  document.body.innerHTML = renderToStaticMarkup(grid)
  const island = document.querySelector<HTMLElement>('[data-island]')

  await wakeIslands(document)
  sleepIslands()

  await vi.waitFor(() => expect(island?.childElementCount).toBe(0))
  expect(uncaught).toEqual([])
  expect(reported).not.toHaveBeenCalled()
})

test("a page left while its island is hydrating: the island finishes on its own page, and the next page's title stays", async () => {
  document.body.innerHTML = renderToStaticMarkup(grid)
  const island = document.querySelector<HTMLElement>('[data-island]')

  await wakeIslands(document)
  // What the navigation does as it swaps in the next page: the islands go, then the page.
  await sleepIslands()
  island?.remove()
  document.title = 'Blog'

  // Marked awake by the same commit that ran the island's own effects, after them.
  await vi.waitFor(() => expect(island?.hasAttribute('data-awake')).toBe(true))
  expect(document.title).toBe('Blog')
})

describe('the typewriter, which wakes without React', () => {
  const typewriter = (
    <Island wake="load">
      <Typewriter roles={['Dev', 'Ops']} pauseLabel="Pause" />
    </Island>
  )
  const typed = () => document.querySelector('[data-typewriter]')?.textContent
  const pause = () => document.querySelector('button')
  beforeEach(() => {
    vi.useFakeTimers()
    sessionStorage.clear()
    reducedMotion.matches = false
  })
  afterEach(async () => {
    await sleepIslands()
    vi.useRealTimers()
  })

  test('types its titles once awake, and a press holds the title whole until the next', async () => {
    document.body.innerHTML = renderToStaticMarkup(typewriter)
    expect(document.querySelector('[data-hydrate]')).toBeNull()
    await wakeIslands(document)
    expect(document.querySelector('[data-island]')?.hasAttribute('data-awake')).toBe(true)
    expect(typed()).toBe('Dev')

    await vi.advanceTimersByTimeAsync(1500 + 3 * 10 + 160)
    expect(typed()).toBe('O')
    pause()?.click()
    expect(pause()?.getAttribute('aria-pressed')).toBe('true')
    expect(typed()).toBe('Ops')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(typed()).toBe('Ops')

    pause()?.click()
    expect(pause()?.getAttribute('aria-pressed')).toBe('false')
    await vi.advanceTimersByTimeAsync(1500 + 10)
    expect(typed()).toBe('Op')
  })

  test('woken stopped and set going later, its title stands its whole pause', async () => {
    // The page has shown for 5 s: the title's pause, had the line moved from the start, is over.
    const shown = performance.now() - 5000
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === 'first-contentful-paint' ? [{ startTime: shown } as PerformanceEntry] : [],
    )
    onTestFinished(() => {
      vi.restoreAllMocks()
    })
    sessionStorage.setItem('typewriter-paused', '')
    document.body.innerHTML = renderToStaticMarkup(typewriter)
    await wakeIslands(document)
    expect(pause()?.getAttribute('aria-pressed')).toBe('true')

    pause()?.click()
    await vi.advanceTimersByTimeAsync(1400)
    expect(typed()).toBe('Dev')
    await vi.advanceTimersByTimeAsync(100 + 10)
    expect(typed()).toBe('De')
  })

  test('stands still for a visitor who asks for less motion, and once its page has gone', async () => {
    reducedMotion.matches = true
    document.body.innerHTML = renderToStaticMarkup(typewriter)
    await wakeIslands(document)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(typed()).toBe('Dev')
    expect(pause()?.getAttribute('aria-pressed')).toBe('false')

    reducedMotion.matches = false
    document.body.innerHTML = renderToStaticMarkup(typewriter)
    await wakeIslands(document)
    await sleepIslands()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(typed()).toBe('Dev')
  })
})
