import { readFile } from 'node:fs/promises'
import type { Font } from 'fontkit'
import type { TextFont } from './share-image.ts'
import { characters, openFont } from './font-files.ts'
import type { FontChoice } from './font-names.ts'
import type { ThemeFonts } from './fonts.ts'
import { staticFonts } from './static-fonts.ts'

/** Text drawn with the first of `fonts` that has each character, shaped run by run. */
export function outlineFont(fonts: Font[]): TextFont {
  const runs = (text: string) => {
    const out: { font: Font; text: string }[] = []
    for (const char of text) {
      const code = char.codePointAt(0) ?? 0
      const font = fonts.find((candidate) => candidate.hasGlyphForCodePoint(code)) ?? fonts[0]
      if (!font) throw new Error('no font to draw text with')
      const last = out.at(-1)
      if (last?.font === font) last.text += char
      else out.push({ font, text: char })
    }
    return out
  }
  return {
    width: (text, size) =>
      runs(text).reduce(
        (sum, { font, text }) => sum + (font.layout(text).advanceWidth * size) / font.unitsPerEm,
        0,
      ),
    path: (text, size, x, y) => {
      let pen = x
      const paths: string[] = []
      for (const { font, text: run } of runs(text)) {
        const scale = size / font.unitsPerEm
        const { glyphs, positions } = font.layout(run)
        glyphs.forEach((glyph, i) => {
          const { xAdvance = 0, xOffset = 0, yOffset = 0 } = positions[i] ?? {}
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
