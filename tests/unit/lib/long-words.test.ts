import { expect, test } from 'vitest'
import { longWord } from '../../../src/lib/long-words.ts'

test("a title's longest word gives the length its size is fitted to, none for short words", () => {
  expect(longWord('Quote Calculator')).toBe('10')
  expect(longWord('Ekosysteemisimulaatio')).toBe('22')
  expect(longWord('A tiny app')).toBeUndefined()
})

test('a word ends at a hyphen, where a line may break, and letters count as one each', () => {
  expect(longWord('SQL-yksikkötestaustyökalu')).toBe('22')
  expect(longWord('Kubernetes–pikaoppaat')).toBe('10')
  expect(longWord('Käyttöliittymä')).toBe('14')
})

test('a word longer than every fitted length takes the smallest size', () => {
  expect(longWord('Lentokonesuihkuturbiinimoottoriapumekaanikko')).toBe('30')
})
