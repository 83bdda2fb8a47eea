import { expect, test } from 'vitest'
import { resultsSummary } from '../../../src/islands/pagefind.ts'

const words = {
  results: { one: '{count} result for “{query}”', other: '{count} results for “{query}”' },
  noResults: 'Nothing found for “{query}”.',
}

test("the summary of the results follows the language's plural forms and digits", () => {
  expect(resultsSummary(1, 'rust', words, 'en')).toBe('1 result for “rust”')
  expect(resultsSummary(1200, 'rust', words, 'en')).toBe('1,200 results for “rust”')
  expect(resultsSummary(1200, 'rust', words, 'fi')).toBe('1\u00a0200 results for “rust”')
  expect(resultsSummary(0, 'rust', words, 'en')).toBe('Nothing found for “rust”.')
})
