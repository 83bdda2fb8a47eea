import { expect, test } from 'vitest'
import {
  OPENED_STATE,
  openedHere,
  projectInSearch,
  searchWithProject,
} from '../../../src/lib/project-query.ts'

test('reads the project slug from a search string, with or without the question mark', () => {
  expect(projectInSearch('?project=quote-calculator')).toBe('quote-calculator')
  expect(projectInSearch('utm=x&project=sql-unit-test-runner')).toBe('sql-unit-test-runner')
  expect(projectInSearch('')).toBeNull()
  expect(projectInSearch('?project=')).toBeNull()
})

test('sets and removes the project while keeping other parameters', () => {
  expect(searchWithProject('', 'quote-calculator')).toBe('?project=quote-calculator')
  expect(searchWithProject('?utm=x', 'a')).toBe('?utm=x&project=a')
  expect(searchWithProject('?project=a', 'b')).toBe('?project=b')
  expect(searchWithProject('?utm=x&project=a', null)).toBe('?utm=x')
  expect(searchWithProject('?project=a', null)).toBe('')
})

test('recognises only the history state pushed when a project was opened', () => {
  expect(openedHere(OPENED_STATE)).toBe(true)
  expect(openedHere(null)).toBe(false)
  expect(openedHere({ other: true })).toBe(false)
  expect(openedHere('projectOpenedHere')).toBe(false)
})
