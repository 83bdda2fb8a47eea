import { readFile } from 'node:fs/promises'
import type { Font } from 'fontkit'
import bidiFactory from 'bidi-js'
import type { TextLanguage } from '../lib/fallback.ts'
import type { TextFont } from './share-image.ts'
import { characters, openFont } from './font-files.ts'
import type { FontChoice } from './font-names.ts'
import type { ThemeFonts } from './fonts.ts'
import { staticFonts } from './static-fonts.ts'

const bidi = bidiFactory()

/**
 * `text` as it is drawn from the left in a paragraph written `dir`, by Unicode's bidirectional
 * algorithm: runs of one font and one direction, each shaped in its own (the characters of a
 * right-to-left one mirrored where they have a mirror image: '(' as ')').
 */
function visualRuns(fonts: Font[], text: string, dir: TextLanguage['dir']) {
  const embedding = bidi.getEmbeddingLevels(text, dir)
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels)
  // The font of each UTF-16 unit: the first that has its character.
  const fontOf: Font[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? fonts[0]
    if (!font) throw new Error('no font to draw text with')
    for (let unit = 0; unit < char.length; unit++) fontOf.push(font)
  }
  const runs: { font: Font; level: number; units: number[] }[] = []
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    const font = fontOf[index]
    const level = embedding.levels[index] ?? 0
    if (!font) continue
    const last = runs.at(-1)
    if (last?.font === font && last.level === level) last.units.push(index)
    else runs.push({ font, level, units: [index] })
  }
  return runs.map(({ font, level, units }) => {
    const rtl = level % 2 === 1
    // Shaped in the order it is read: fontkit lays a right-to-left run out from the right itself.
    const read = rtl ? [...units].reverse() : units
    const run = read.map((index) => mirrored.get(index) ?? text[index]).join('')
    return { font, glyphs: font.layout(run, undefined, undefined, undefined, rtl ? 'rtl' : 'ltr') }
  })
}

/** Text drawn with the first of `fonts` that has each character, shaped run by run. */
function outlineFont(fonts: Font[]): TextFont {
  return {
    width: (text, size, dir = 'ltr') =>
      visualRuns(fonts, text, dir).reduce(
        (sum, { font, glyphs }) => sum + (glyphs.advanceWidth * size) / font.unitsPerEm,
        0,
      ),
    path: (text, size, x, y, dir = 'ltr') => {
      let pen = x
      const paths: string[] = []
      for (const { font, glyphs: run } of visualRuns(fonts, text, dir)) {
        const scale = size / font.unitsPerEm
        run.glyphs.forEach((glyph, i) => {
          const { xAdvance = 0, xOffset = 0, yOffset = 0 } = run.positions[i] ?? {}
          // Font units grow upwards, SVG's downwards.
          const outline = glyph.path
            .scale(scale, -scale)
            .translate(pen + xOffset * scale, y - yOffset * scale)
          paths.push(outline.toSVG())
          pen += xAdvance * scale
        })
      }
      return paths.join('')
    },
  }
}

const outlineOf = async (choice: FontChoice, weight: number, chars: Set<number>, cache: string) => {
  const { fonts, undrawn } = await staticFonts(choice, [weight], chars, cache)
  const files = fonts.flatMap((font) => font.map(({ file }) => file))
  const outlines = await Promise.all(files.map(async (file) => openFont(await readFile(file))))
  return { font: outlineFont(outlines), undrawn }
}

/**
 * The share images' fonts: the headings' in bold for the name, the body's for the rest; and the
 * characters of their text that no font has.
 */
export async function shareImageFonts(fonts: ThemeFonts, text: string, cacheDir: string) {
  const chars = characters(text)
  const [name, body] = await Promise.all([
    outlineOf(fonts.headings, 700, chars, cacheDir),
    outlineOf(fonts.body, 400, chars, cacheDir),
  ])
  return { name: name.font, text: body.font, undrawn: body.undrawn }
}
