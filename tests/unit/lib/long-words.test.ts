import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { FITTED_LENGTHS, longWord } from '../../../src/lib/long-words.ts'

test("a title's longest word gives the length its size is fitted to, none for short words", () => {
  expect(longWord('Quote Calculator')).toBe('10')
  expect(longWord('Ekosysteemisimulaatio')).toBe('22')
  expect(longWord('A tiny app')).toBeUndefined()
})

test('a word ends at a hyphen, soft or not, where a line may break, and letters count as one each', () => {
  expect(longWord('SQL-yksikkötestaustyökalu')).toBe('22')
  expect(longWord('Kubernetes–pikaoppaat')).toBe('10')
  expect(longWord('Käyttöliittymä')).toBe('14')
  expect(longWord('Suurjännite\u00adteknikko')).toBe('14')
})

test('a word longer than every fitted length takes the smallest size', () => {
  expect(longWord('Lentokonesuihkuturbiinimoottoriapumekaanikko')).toBe('30')
})

test('the stylesheet gives a size to each fitted length, and to no other', () => {
  const css = readFileSync('src/styles/base.css', 'utf8')
  const sized = [...css.matchAll(/\[data-long-word='(\d+)'\]\s*{\s*--fit: ([\d.]+)cqi;/g)]
  expect(sized.map(([, length]) => Number(length))).toEqual(FITTED_LENGTHS)
  // Longer words, smaller sizes.
  const sizes = sized.map(([, , size]) => Number(size))
  expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
})
