import { expect, test } from 'vitest'
import {
  nextStep,
  textOf,
  typedTitle,
  type TypewriterState,
} from '../../../src/islands/typewriter-steps.ts'

const roles = ['Dev', 'Ops']
const middle = () => 0.5

test('starts on the whole first title', () => {
  expect(textOf(roles, typedTitle(roles))).toBe('Dev')
})

test('types one character at a time with a natural 120–160 ms delay', () => {
  const start: TypewriterState = { index: 0, length: 0, deleting: false }
  expect(nextStep(roles, start, () => 0)).toEqual({ state: { ...start, length: 1 }, delay: 120 })
  expect(nextStep(roles, start, () => 0.999).delay).toBe(160)
  expect(textOf(roles, nextStep(roles, { ...start, length: 2 }, middle).state)).toBe('Dev')
})

test('pauses 1500 ms on a whole title, then deletes at 10 ms a character', () => {
  const pause = nextStep(roles, typedTitle(roles), middle)
  expect(pause.delay).toBe(1500)
  expect(textOf(roles, pause.state)).toBe('Dev')
  const deleted = nextStep(roles, pause.state, middle)
  expect(deleted).toEqual({ state: { index: 0, length: 2, deleting: true }, delay: 10 })
})

test('once a title is deleted, the next one starts after one typing delay', () => {
  const deleted: TypewriterState = { index: 0, length: 0, deleting: true }
  expect(nextStep(roles, deleted, () => 0)).toEqual({
    state: { index: 1, length: 1, deleting: false },
    delay: 120,
  })
})

test('cycles through every title forever', () => {
  let state = typedTitle(roles)
  const seen: string[] = []
  let elapsed = 0
  for (let step = 0; step < 24; step += 1) {
    const next = nextStep(roles, state, middle)
    elapsed += next.delay
    state = next.state
    const text = textOf(roles, state)
    if (text.length === 3 && seen.at(-1) !== text) seen.push(text)
  }
  expect(seen).toEqual(['Dev', 'Ops', 'Dev', 'Ops'])
  expect(elapsed).toBeGreaterThan(3 * 1500)
})
