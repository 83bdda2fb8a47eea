import { basename } from 'node:path'
import { characters, fontSubsets, subsetFile } from './font-files.ts'
import type { FontChoice } from './font-names.ts'
import type { ThemeFonts } from './fonts.ts'

// The PDF and the share images are drawn at build, the same on every machine: with 'system' they
// use Inter, which also fills in what a chosen font lacks (Cyrillic in Fraunces).
const DEFAULT_FONT = 'Inter'

/** One script of a font as TrueType files, each fixed at one weight. */
export type StaticFont = { weight: number; file: string }[]

/** `choice` at each of `weights`, one font per script that `chars` need, subset to them. */
export async function staticFonts(
  choice: FontChoice,
  weights: number[],
  chars: Set<number>,
  cacheDir: string,
): Promise<StaticFont[]> {
  const font = choice === 'system' ? DEFAULT_FONT : choice
  const own = await fontSubsets(font, chars)
  const carried = new Set(own.flatMap((subset) => subset.chars))
  const lacking = new Set([...chars].filter((char) => !carried.has(char)))
  const filled = font === DEFAULT_FONT ? [] : await fontSubsets(DEFAULT_FONT, lacking)
  return Promise.all(
    [...own, ...filled].map((subset) =>
      Promise.all(
        weights.map(async (weight) => ({
          weight,
          file: await subsetFile(subset, { format: 'truetype', weight }, cacheDir),
        })),
      ),
    ),
  )
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
