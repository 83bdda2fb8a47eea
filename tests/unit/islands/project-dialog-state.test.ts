import { expect, test } from 'vitest'
import {
  dialogIn,
  dialogState,
  projectInSearch,
} from '../../../src/islands/project-dialog-state.ts'

test('reads back the mark of a dialog entry, pushed or not', () => {
  expect(dialogIn(dialogState(true))).toEqual({ pushed: true })
  expect(dialogIn(dialogState(false))).toEqual({ pushed: false })
  expect(dialogIn({ ...dialogState(true), island: 'project-browser', source: 'swup' })).toEqual({
    pushed: true,
  })
})

test('ignores any other history state', () => {
  for (const state of [null, undefined, 'projectDialog', {}, { other: 1 }, { projectDialog: null }])
    expect(dialogIn(state)).toBeNull()
})

test('reads the slug of an old ?project= link', () => {
  expect(projectInSearch('?project=quote-calculator')).toBe('quote-calculator')
  expect(projectInSearch('utm=x&project=sql-unit-test-runner')).toBe('sql-unit-test-runner')
  expect(projectInSearch('')).toBeNull()
  expect(projectInSearch('?project=')).toBeNull()
})
