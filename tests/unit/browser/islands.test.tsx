// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { sleepIslands, wakeIslands } from '../../../src/browser/islands.ts'
import { Island } from '../../../src/islands/island.tsx'
import ProjectBrowser from '../../../src/islands/project-browser.tsx'
import Typewriter from '../../../src/islands/typewriter.tsx'
import { localize } from '../../../src/site-content/localize.ts'
import { solo } from '../../fixtures/content/sites.ts'

// jsdom has no media queries: the visitor asks for no motion, so the titles stand still.
vi.stubGlobal('matchMedia', () => ({
  matches: true,
  addEventListener: () => {},
  removeEventListener: () => {},
}))

test('a page left while its island is still waking: the island sleeps, and nothing is reported', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {})
  const uncaught: unknown[] = []
  addEventListener('error', (event) => uncaught.push(event.error))
  document.body.innerHTML = renderToStaticMarkup(
    <Island wake="load">
      <Typewriter roles={['Developer', 'Designer']} pauseLabel="Pause" />
    </Island>,
  )
  const island = document.querySelector<HTMLElement>('[data-island]')

  await wakeIslands(document)
  sleepIslands()

  await vi.waitFor(() => expect(island?.childElementCount).toBe(0))
  expect(uncaught).toEqual([])
  expect(reported).not.toHaveBeenCalled()
})

test("a page left while its island is hydrating: the island finishes on its own page, and the next page's title stays", async () => {
  const { ui } = localize(solo, 'en')
  document.body.innerHTML = renderToStaticMarkup(
    <Island wake="load">
      <ProjectBrowser
        projects={[]}
        tags={{}}
        base="/"
        text={{ ...ui.portfolio, opensInNewTab: ui.opensInNewTab }}
        titles={{ grid: 'Portfolio', tag: '{tag}', project: '{project}', name: 'Zoe' }}
      />
    </Island>,
  )
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
