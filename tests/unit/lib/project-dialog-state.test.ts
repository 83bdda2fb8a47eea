import { expect, test } from 'vitest'
import { dialogIn, dialogState, projectInSearch } from '../../../src/lib/project-dialog-state.ts'

test('reads back the mark this page load wrote, pushed or not', () => {
  expect(dialogIn(dialogState(1234.5, true), 1234.5)).toEqual({ load: 1234.5, pushed: true })
  expect(dialogIn(dialogState(1234.5, false), 1234.5)).toEqual({ load: 1234.5, pushed: false })
})

test('ignores a mark from an earlier page load, so a reload shows the project page', () => {
  expect(dialogIn(dialogState(1000, true), 2000)).toBeNull()
})

test('ignores any other history state', () => {
  for (const state of [null, undefined, 'projectDialog', {}, { other: 1 }, { projectDialog: null }])
    expect(dialogIn(state, 1)).toBeNull()
})

test('reads the slug of an old ?project= link', () => {
  expect(projectInSearch('?project=quote-calculator')).toBe('quote-calculator')
  expect(projectInSearch('utm=x&project=sql-unit-test-runner')).toBe('sql-unit-test-runner')
  expect(projectInSearch('')).toBeNull()
  expect(projectInSearch('?project=')).toBeNull()
})
