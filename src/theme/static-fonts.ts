import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename } from 'node:path'
import { characters, openFont, subsetFile } from './font-files.ts'
import type { FontChoice, FontName } from './font-names.ts'
import type { ThemeFonts } from './fonts.ts'

const resolve = createRequire(import.meta.url).resolve

// The PDF and the share images are drawn at build, the same on every machine: with 'system' they
// use Inter, which also fills in what a chosen font lacks (Cyrillic in Fraunces).
const DEFAULT_FONT: FontName = 'Inter'

// Fixed weights as whole fonts, every script in one file (@expo-google-fonts): a word is never
// split between files, so the PDF's text reads back as written.
const WEIGHT_NAMES: Record<number, string> = {
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
}
export function staticSource(font: FontName, weight: number) {
  const style = `${weight}${WEIGHT_NAMES[weight] ?? ''}`
  const name = `${font.replaceAll(' ', '')}_${style}`
  return resolve(
    `@expo-google-fonts/${font.toLowerCase().replaceAll(' ', '-')}/${style}/${name}.ttf`,
  )
}

/** The font's characters among `chars`. */
async function carriedBy(source: string, chars: Set<number>) {
  const font = openFont(await readFile(source))
  return [...chars].filter((code) => font.hasGlyphForCodePoint(code)).sort((a, b) => a - b)
}

/** One font as TrueType files, each fixed at one weight. */
export type StaticFont = { weight: number; file: string }[]

/**
 * `choice` at each of `weights`, subset to the `chars` it has, then Inter with those it lacks.
 */
export async function staticFonts(
  choice: FontChoice,
  weights: number[],
  chars: Set<number>,
  cacheDir: string,
): Promise<StaticFont[]> {
  const font: FontName = choice === 'system' ? DEFAULT_FONT : choice
  const fonts: StaticFont[] = []
  let left = chars
  for (const each of font === DEFAULT_FONT ? [font] : [font, DEFAULT_FONT]) {
    const carried = await carriedBy(staticSource(each, weights[0] ?? 400), left)
    if (carried.length === 0) continue
    fonts.push(
      await Promise.all(
        weights.map(async (weight) => ({
          weight,
          file: await subsetFile(
            { font: each, subset: 'static', source: staticSource(each, weight), chars: carried },
            { format: 'truetype' },
            cacheDir,
          ),
        })),
      ),
    )
    left = new Set([...left].filter((code) => !carried.includes(code)))
  }
  return fonts
}

/** A family as @react-pdf/renderer's Font.register takes it. */
export type PdfFamily = { family: string; fonts: { src: string; fontWeight: number }[] }

/** What the résumé registers, and the fontFamily lists (each script's family in turn) it sets. */
export type PdfFonts = { families: PdfFamily[]; body: string[]; headings: string[] }

// The résumé sets its text in regular and semibold (pdf/resume-document.tsx).
const PDF_WEIGHTS = [400, 600]

/** The body's and the headings' fonts for the résumé, subset to its `text`. */
export async function pdfFonts(
  fonts: ThemeFonts,
  text: string,
  cacheDir: string,
): Promise<PdfFonts> {
  const chars = characters(text)
  // Named after its regular file, which no other text or font shares: the renderer's register
  // of fonts outlives one language's build, and a name registered twice keeps its first files.
  const familiesOf = async (choice: FontChoice): Promise<PdfFamily[]> =>
    (await staticFonts(choice, PDF_WEIGHTS, chars, cacheDir)).map((files) => ({
      family: basename(files[0]?.file ?? '', '.ttf'),
      fonts: files.map(({ weight, file }) => ({ src: file, fontWeight: weight })),
    }))
  const [body, headings] = await Promise.all([familiesOf(fonts.body), familiesOf(fonts.headings)])
  const families = new Map([...body, ...headings].map((entry) => [entry.family, entry]))
  return {
    families: [...families.values()],
    body: body.map(({ family }) => family),
    headings: headings.map(({ family }) => family),
  }
}
