import { expect, test } from 'vitest'
import { isTheme, otherTheme, resolveTheme } from '../../../src/lib/theme.ts'

test('a stored choice wins over the system setting', () => {
  expect(resolveTheme('light', true)).toBe('light')
  expect(resolveTheme('dark', false)).toBe('dark')
})

test('without a valid stored choice the system setting decides', () => {
  expect(resolveTheme(null, true)).toBe('dark')
  expect(resolveTheme(null, false)).toBe('light')
  expect(resolveTheme('sepia', true)).toBe('dark')
})

test('toggling swaps dark and light, and only those are themes', () => {
  expect(otherTheme('dark')).toBe('light')
  expect(otherTheme('light')).toBe('dark')
  expect(isTheme('dark')).toBe(true)
  expect(isTheme('Dark')).toBe(false)
})
