// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { sleepIslands, wakeIslands } from '../../../src/browser/islands.ts'
import { Island } from '../../../src/islands/island.tsx'
import Typewriter from '../../../src/islands/typewriter.tsx'

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
      <Typewriter roles={['Developer', 'Designer']} />
    </Island>,
  )
  const island = document.querySelector<HTMLElement>('[data-island]')

  await wakeIslands(document)
  sleepIslands()

  await vi.waitFor(() => expect(island?.childElementCount).toBe(0))
  expect(uncaught).toEqual([])
  expect(reported).not.toHaveBeenCalled()
})
