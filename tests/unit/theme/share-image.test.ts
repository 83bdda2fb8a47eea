import { expect, onTestFinished, test } from 'vitest'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  initialsOf,
  monogram,
  picturePlace,
  shareImageSvg,
  wrapText,
  type TextFont,
} from '../../../src/theme/share-image.ts'
import { SYSTEM_FONTS } from '../../../src/theme/fonts.ts'
import { shareImageFonts } from '../../../src/theme/outline-fonts.ts'

const LONG_NAME = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft'

const colors = { bg: '#000', text: '#fff', muted: '#999', accent: '#fc0', line: '#333' }

// A font whose letters are all half as wide as its size, which notes what it is asked to draw.
function fakeFont() {
  const drawn: { text: string; size: number; x: number; y: number; dir?: string }[] = []
  const font: TextFont = {
    width: (text, size) => text.length * size * 0.5,
    path: (text, size, x, y, dir) => {
      drawn.push({ text, size, x, y, ...(dir && dir !== 'ltr' ? { dir } : {}) })
      return `M${x} ${y}h${text.length * size * 0.5}`
    },
  }
  return { font, drawn }
}

const fits = (length: number) => (line: string) => line.length <= length

type Card = Omit<Parameters<typeof shareImageSvg>[0], 'fonts' | 'colors' | 'mark'>
// An image drawn in two fake fonts: its SVG, and what each font was asked to draw.
function drawCard(card: Card) {
  const name = fakeFont()
  const text = fakeFont()
  const fonts = { name: name.font, text: text.font }
  const svg = shareImageSvg({ colors, mark: 'M0 0', fonts, ...card })
  return { svg, name, text }
}

test('text wraps at word boundaries within the line length', () => {
  expect(wrapText('one two three four', fits(9), 3)).toEqual(['one two', 'three', 'four'])
})

test('text beyond the last line is cut with an ellipsis', () => {
  expect(wrapText('aaa bbb ccc ddd eee', fits(7), 2)).toEqual(['aaa bbb', 'ccc…'])
  expect(wrapText('aaa bbb cc dd', fits(7), 1)).toEqual(['aaa…'])
})

test('the image is 1200×630 and draws the name, the tagline line by line and the address', () => {
  const { svg, name, text } = drawCard({
    name: 'Ada Lovelace',
    tagline: 'Engines & analysis '.repeat(6),
    address: 'me.example/',
  })
  expect(svg).toContain('width="1200" height="630"')
  expect(name.drawn).toEqual([{ text: 'Ada Lovelace', size: 104, x: 96, y: 250 }])
  const lines = text.drawn.filter(({ size }) => size === 44)
  expect(lines.map((line) => line.text).join(' ')).toBe('Engines & analysis '.repeat(6).trim())
  expect(lines.every((line) => line.text.length * 22 <= 1008)).toBe(true)
  expect(text.drawn.at(-1)).toMatchObject({ text: 'me.example/', size: 30 })
  expect(svg).toContain('<path d="M96 250h')
})

// A post's long title, with the author's name under it.
test('a long title wraps onto at most three lines, set larger than the words under it, above the address', () => {
  const title = "Parse, don't trust: typed config at the edge of a Node service"
  const { name, text } = drawCard({
    name: title,
    tagline: 'Mika Laine',
    address: 'me.example/blog/isr',
  })
  expect(name.drawn.length).toBeLessThanOrEqual(3)
  expect(name.drawn.map((line) => line.text).join(' ')).toBe(title)
  const [first] = name.drawn
  // Lines of like length: no word alone on the last.
  const lengths = name.drawn.map((line) => line.text.length)
  expect(Math.min(...lengths)).toBeGreaterThan(Math.max(...lengths) / 2)
  expect(name.drawn.every((line) => line.text.length * line.size * 0.5 <= 1008)).toBe(true)
  // Larger than the one line it would shrink to, and than the name under it.
  expect(first?.size).toBeGreaterThan(1008 / (title.length * 0.5))
  const [tagline, address] = text.drawn
  expect(tagline).toMatchObject({ text: 'Mika Laine' })
  expect(first?.size).toBeGreaterThan(tagline?.size ?? Infinity)
  // Each line below the one before, the name's below the title's, all above the address.
  const baselines = [...name.drawn, tagline, address].map((line) => line?.y ?? 0)
  expect(baselines).toEqual([...baselines].sort((a, b) => a - b))
  expect((address?.y ?? 0) - (tagline?.y ?? 0)).toBeGreaterThanOrEqual(60)
})

test("a word too long for the width is set smaller, measured in the font's own widths, to fit it", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'share-fonts-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  const { name: font } = await shareImageFonts(SYSTEM_FONTS, LONG_NAME, dir)
  const name = fakeFont()
  shareImageSvg({
    name: LONG_NAME,
    tagline: 't',
    address: 'a',
    colors,
    fonts: { name: { ...font, path: name.font.path }, text: fakeFont().font },
    mark: 'M0 0',
  })
  const [{ size } = { size: 0 }] = name.drawn
  expect(size).toBeLessThan(104)
  expect(font.width(LONG_NAME, size)).toBeLessThanOrEqual(1008)
  expect(font.width(LONG_NAME, size + 1)).toBeGreaterThan(1008)
  expect(font.width('Mika Laine', 104)).toBeLessThan(1008)
}, 30_000)

test('the image is drawn in the colours it is given', () => {
  const fonts = { name: fakeFont().font, text: fakeFont().font }
  const svg = shareImageSvg({ name: 'Me', tagline: 't', address: 'a', colors, fonts, mark: 'M0 0' })
  expect(svg).toContain('<rect width="100%" height="100%" fill="#000"/>')
  expect(svg).toContain('fill="#fc0"')
})

test('in a language written right to left the image is laid out from the right, each text read in its own direction', () => {
  const { svg, name, text } = drawCard({
    name: 'Ada Lovelace',
    tagline: 'Engines',
    address: 'me.example/he/',
    dir: 'rtl',
    // The name is left in English, the default language.
    read: (words) => (words === 'Ada Lovelace' ? 'ltr' : 'rtl'),
  })
  // Each line ends at the right margin, 96 from the edge.
  expect(name.drawn).toEqual([{ text: 'Ada Lovelace', size: 104, x: 1104 - 12 * 52, y: 250 }])
  expect(text.drawn[0]).toMatchObject({ text: 'Engines', x: 1104 - 7 * 22, dir: 'rtl' })
  expect(text.drawn.at(-1)).toMatchObject({ text: 'me.example/he/', x: 1104 - 14 * 15 })
  expect(text.drawn.at(-1)).not.toHaveProperty('dir')
  // The accent's bar ends above the name's end; the mark stands in the left corner.
  expect(svg).toContain('<rect x="1032" y="120" width="72" height="8"')
  expect(svg).toMatch(/translate\(67\.2 [\d.]+\) scale\(2\.4\)" d="M0 0"/)
})

test('a text read right to left is drawn from its first word on the right', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'share-fonts-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  const { text: font } = await shareImageFonts(SYSTEM_FONTS, 'Node', dir)
  // Hebrew that the font lacks is drawn as boxes, in its place all the same.
  const hebrewThenNode = 'שלום Node'
  const node = font.path('Node', 40, 0, 100)
  expect(font.path(hebrewThenNode, 40, 0, 100, 'rtl').startsWith(node)).toBe(true)
  expect(font.path(hebrewThenNode, 40, 0, 100, 'ltr').startsWith(node)).toBe(false)
  expect(font.path('Node שלום', 40, 0, 100, 'ltr').startsWith(node)).toBe(true)
  expect(font.width(hebrewThenNode, 40, 'rtl')).toBeCloseTo(font.width(hebrewThenNode, 40), 5)
}, 30_000)

test("a long address is set smaller to keep clear of the owner's mark beside it, on either side", () => {
  const address = `aleksandra-virtanen.github.io/portfolio/fi/blog/${'why-i-moved-'.repeat(3)}`
  for (const dir of ['ltr', 'rtl'] as const) {
    const { text } = drawCard({ name: 'Me', tagline: 't', address, dir })
    const { x = 0, size = 0 } = text.drawn.at(-1) ?? {}
    const [start, end] = [x, x + address.length * size * 0.5]
    // The mark, 22 of its square's 32 wide at most, spans 1068 to 1121 across, or 79 to 132
    // right to left.
    if (dir === 'ltr') expect(end).toBeLessThan(1068 - 24)
    else expect(start).toBeGreaterThan(132 + 24)
    expect(size).toBeGreaterThan(20)
  }
})

test("the icons' mark is the name's initials, at most two, capitals, from its first and last words", () => {
  expect(initialsOf('Mika Laine')).toBe('ML')
  expect(initialsOf('Zoë')).toBe('Z')
  expect(initialsOf('  jean-luc  de la  Tour ')).toBe('JT')
  expect(initialsOf('Łukasz Żółw')).toBe('ŁŻ')
})

test("the icons' mark stands in the middle of their square, a long one made smaller to fit", () => {
  const { font, drawn } = fakeFont()
  monogram(font, 'Mika Laine')
  monogram(font, 'Wu')
  const [two, one] = drawn
  // Each letter is half its size wide: two of them at 17 units take 17, centred on 16.
  expect(two).toMatchObject({ text: 'ML', size: 17, x: 7.5 })
  expect(one).toMatchObject({ text: 'W', size: 17, x: 11.75 })
  const { font: wide, drawn: wider } = fakeFont()
  monogram({ ...wide, width: (text, size) => text.length * size * 1.5 }, 'Mika Laine')
  // Two letters as wide as one and a half of their size: 22 units at most.
  expect(wider[0]?.size).toBeCloseTo(22 / 3)
})

test('beside a picture, every text and the frame keep to their side of it, on either side', () => {
  for (const dir of ['ltr', 'rtl'] as const) {
    const { svg, name, text } = drawCard({
      name: 'Ada Augusta Lovelace',
      tagline: 'Engines & analysis '.repeat(4),
      address: 'ada.example/portfolio/analytical-engine',
      dir,
      pictured: true,
    })
    const picture = picturePlace(dir)
    expect(picture).toMatchObject({ top: 0, height: 630, left: dir === 'ltr' ? 1200 - 420 : 0 })
    // The text's side, within the image's margin of 96 and a gap of 72 before the picture.
    const [sideStart, sideEnd] =
      dir === 'ltr' ? [0, picture.left] : [picture.left + picture.width, 1200]
    const [textStart, textEnd] =
      dir === 'ltr' ? [sideStart + 96, sideEnd - 72] : [sideStart + 72, sideEnd - 96]
    const drawn = [...name.drawn, ...text.drawn]
    expect(drawn.map(({ text }) => text).join(' ')).toContain('Lovelace')
    for (const { text, size, x } of drawn) {
      expect(x).toBeGreaterThanOrEqual(textStart)
      expect(x + text.length * size * 0.5).toBeLessThanOrEqual(textEnd)
    }
    const [, frameX = 0, frameWidth = 0] =
      /<rect x="([\d.]+)" y="24" width="([\d.]+)"/.exec(svg)?.map(Number) ?? []
    expect(frameX).toBeGreaterThanOrEqual(sideStart)
    expect(frameX + frameWidth).toBeLessThanOrEqual(sideEnd)
  }
})
