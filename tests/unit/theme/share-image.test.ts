import { expect, test } from 'vitest'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { shareImageSvg, wrapText, type TextFont } from '../../../src/theme/share-image.ts'
import { SYSTEM_FONTS } from '../../../src/theme/fonts.ts'
import { shareImageFonts } from '../../../src/theme/outline-fonts.ts'

const LONG_NAME = 'Maximiliana Wolfeschlegelsteinhausenbergerdorff'

const colors = { bg: '#000', text: '#fff', muted: '#999', accent: '#fc0', line: '#333' }

// A font whose letters are all half as wide as its size, which notes what it is asked to draw.
function fakeFont() {
  const drawn: { text: string; size: number; x: number; y: number }[] = []
  const font: TextFont = {
    width: (text, size) => text.length * size * 0.5,
    path: (text, size, x, y) => {
      drawn.push({ text, size, x, y })
      return `M${x} ${y}h${text.length * size * 0.5}`
    },
  }
  return { font, drawn }
}

const fits = (length: number) => (line: string) => line.length <= length

test('text wraps at word boundaries within the line length', () => {
  expect(wrapText('one two three four', fits(9), 3)).toEqual(['one two', 'three', 'four'])
})

test('text beyond the last line is cut with an ellipsis', () => {
  expect(wrapText('aaa bbb ccc ddd eee', fits(7), 2)).toEqual(['aaa bbb', 'ccc…'])
  expect(wrapText('aaa bbb cc dd', fits(7), 1)).toEqual(['aaa…'])
})

test('the image is 1200×630 and draws the name, the tagline line by line and the address', () => {
  const name = fakeFont()
  const text = fakeFont()
  const svg = shareImageSvg({
    name: 'Ada Lovelace',
    tagline: 'Engines & analysis '.repeat(6),
    address: 'me.example/',
    colors,
    fonts: { name: name.font, text: text.font },
  })
  expect(svg).toContain('width="1200" height="630"')
  expect(name.drawn).toEqual([{ text: 'Ada Lovelace', size: 104, x: 96, y: 250 }])
  const lines = text.drawn.filter(({ size }) => size === 44)
  expect(lines.map((line) => line.text).join(' ')).toBe('Engines & analysis '.repeat(6).trim())
  expect(lines.every((line) => line.text.length * 22 <= 1008)).toBe(true)
  expect(text.drawn.at(-1)).toMatchObject({ text: 'me.example/', size: 30 })
  expect(svg).toContain('<path d="M96 250h')
})

test("a long name is set smaller, measured in the font's own widths, to fit the width", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'share-fonts-'))
  const { name: font } = await shareImageFonts(SYSTEM_FONTS, LONG_NAME, dir)
  const name = fakeFont()
  shareImageSvg({
    name: LONG_NAME,
    tagline: 't',
    address: 'a',
    colors,
    fonts: { name: { ...font, path: name.font.path }, text: fakeFont().font },
  })
  const [{ size } = { size: 0 }] = name.drawn
  expect(size).toBeLessThan(104)
  expect(font.width(LONG_NAME, size)).toBeLessThanOrEqual(1008)
  expect(font.width(LONG_NAME, size + 1)).toBeGreaterThan(1008)
  expect(font.width('Mika Laine', 104)).toBeLessThan(1008)
}, 30_000)

test('the image is drawn in the colours it is given', () => {
  const fonts = { name: fakeFont().font, text: fakeFont().font }
  const svg = shareImageSvg({ name: 'Me', tagline: 't', address: 'a', colors, fonts })
  expect(svg).toContain('<rect width="100%" height="100%" fill="#000"/>')
  expect(svg).toContain('fill="#fc0"')
})
