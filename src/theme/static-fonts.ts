import { readdir, readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname } from 'node:path'
import { characters, openFont, subsetFile } from './font-files.ts'
import type { FontChoice, FontName } from './font-names.ts'
import type { ThemeFonts } from './fonts.ts'

const resolve = createRequire(import.meta.url).resolve

// The PDF and the share images are drawn at build, the same on every machine: with 'system' they
// use Inter, which also fills in what a chosen font lacks (Cyrillic in Fraunces); then any other
// font installed that has what both lack.
const DEFAULT_FONT: FontName = 'Inter'

// Fixed weights as whole fonts, every script in one file (@expo-google-fonts): a word is never
// split between files, so the PDF's text reads back as written.
const WEIGHT_NAMES: Record<number, string> = {
  100: 'Thin',
  200: 'ExtraLight',
  300: 'Light',
  400: 'Regular',
  500: 'Medium',
  600: 'SemiBold',
  700: 'Bold',
  800: 'ExtraBold',
  900: 'Black',
}
export function staticSource(font: string, weight: number) {
  const style = `${weight}${WEIGHT_NAMES[weight] ?? ''}`
  const name = `${font.replaceAll(' ', '')}_${style}`
  return resolve(
    `@expo-google-fonts/${font.toLowerCase().replaceAll(' ', '-')}/${style}/${name}.ttf`,
  )
}

/** An installed font of @expo-google-fonts, by its family's name, with the weights it has. */
type InstalledFont = { family: string; weights: number[] }

const FONT_PACKAGES = dirname(dirname(resolve('@expo-google-fonts/inter/package.json')))

/**
 * Every font of @expo-google-fonts installed: the site's own, and any that an owner adds for a
 * script they lack (`npm install --save-dev @expo-google-fonts/noto-sans-sc`). Read once a build.
 */
let installing: Promise<InstalledFont[]> | undefined
const installedFonts = () =>
  (installing ??= readdir(FONT_PACKAGES).then((packages) =>
    Promise.all(
      packages.sort().map(async (name) => {
        const metadata = JSON.parse(
          await readFile(`${FONT_PACKAGES}/${name}/metadata.json`, 'utf8'),
        ) as { family: string; variants: string[] }
        const weights = metadata.variants
          .map((variant) => (variant === 'regular' ? 400 : Number(variant)))
          .filter((weight) => weight > 0)
        return { family: metadata.family, weights }
      }),
    ),
  ))

const nearest = (weights: number[], weight: number) =>
  weights.reduce((best, each) => (Math.abs(each - weight) < Math.abs(best - weight) ? each : best))

/** The font's characters among `chars`. */
async function carriedBy(source: string, chars: Set<number>) {
  const font = openFont(await readFile(source))
  return [...chars].filter((code) => font.hasGlyphForCodePoint(code)).sort((a, b) => a - b)
}

/** One font as TrueType files, each fixed at one weight. */
export type StaticFont = { weight: number; file: string }[]

/**
 * `choice` at each of `weights`, subset to the `chars` it has, then Inter with those it lacks, then
 * any other font installed with those both lack; and the characters no font has, `undrawn`.
 */
export async function staticFonts(
  choice: FontChoice,
  weights: number[],
  chars: Set<number>,
  cacheDir: string,
): Promise<{ fonts: StaticFont[]; undrawn: string }> {
  const first: string = choice === 'system' ? DEFAULT_FONT : choice
  const installed = await installedFonts()
  const order = new Set([first, DEFAULT_FONT, ...installed.map(({ family }) => family)])
  const fonts: StaticFont[] = []
  let left = chars
  for (const family of order) {
    const has = installed.find((font) => font.family === family)?.weights
    if (left.size === 0) break
    if (!has) continue
    const carried = await carriedBy(staticSource(family, nearest(has, 400)), left)
    if (carried.length === 0) continue
    fonts.push(
      await Promise.all(
        weights.map(async (weight) => {
          const source = staticSource(family, nearest(has, weight))
          const subset = { font: family, subset: 'static', source, chars: carried }
          return { weight, file: await subsetFile(subset, { format: 'truetype' }, cacheDir) }
        }),
      ),
    )
    left = new Set([...left].filter((code) => !carried.includes(code)))
  }
  const undrawn = String.fromCodePoint(...left).replace(/[^\p{L}\p{N}\p{P}\p{S}]/gu, '')
  return { fonts, undrawn }
}

// The @expo-google-fonts package of a font for a script, or for emoji, that the fonts installed
// lack.
const SCRIPT_FONTS: [script: RegExp, name: string][] = [
  [/\p{Script=Arabic}/u, 'noto-sans-arabic'],
  [/\p{Script=Hebrew}/u, 'noto-sans-hebrew'],
  [/\p{Script=Hangul}/u, 'noto-sans-kr'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, 'noto-sans-jp'],
  [/\p{Script=Han}/u, 'noto-sans-sc'],
  [/\p{Script=Thai}/u, 'noto-sans-thai'],
  [/\p{Script=Devanagari}/u, 'noto-sans-devanagari'],
  [/\p{Script=Bengali}/u, 'noto-sans-bengali'],
  [/\p{Script=Tamil}/u, 'noto-sans-tamil'],
  [/\p{Script=Georgian}/u, 'noto-sans-georgian'],
  [/\p{Script=Armenian}/u, 'noto-sans-armenian'],
  [/\p{Extended_Pictographic}/u, 'noto-emoji'],
]

/**
 * What the build says when the résumé's PDF or the link previews have characters that no font
 * installed has, `undrawn`, in their `text`: the words they are in, and the font to install.
 */
export function undrawnWarning(undrawn: string, text: string) {
  const words = new Set(
    text.split(/\s+/).filter((word) => [...word].some((char) => undrawn.includes(char))),
  )
  const [, name] = SCRIPT_FONTS.find(([script]) => script.test(undrawn)) ?? []
  const fix = name
    ? `\`npm install --save-dev @expo-google-fonts/${name}\` installs a font that has them, which the next build uses`
    : 'no font installed has them'
  return `warning: the résumé PDF and the link previews cannot draw ${[...words].slice(0, 3).join(' ')}: ${fix}.`
}

// What the build has said: both drawings of each language meet the same words.
const told = new Set<string>()

/** Prints the warning for `undrawn` once in the build, if there is anything to say. */
export function warnUndrawn(undrawn: string, text: string) {
  if (!undrawn) return
  const warning = undrawnWarning(undrawn, text)
  if (!told.has(warning)) console.warn(warning)
  told.add(warning)
}

/** A family as @react-pdf/renderer's Font.register takes it. */
export type PdfFamily = { family: string; fonts: { src: string; fontWeight: number }[] }

/**
 * What the résumé registers, the fontFamily lists (each script's family in turn) it sets, and the
 * characters of its text that no font has.
 */
export type PdfFonts = {
  families: PdfFamily[]
  body: string[]
  headings: string[]
  undrawn: string
}

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
  const familiesOf = async (choice: FontChoice) => {
    const { fonts, undrawn } = await staticFonts(choice, PDF_WEIGHTS, chars, cacheDir)
    const families = fonts.map((files): PdfFamily => ({
      family: basename(files[0]?.file ?? '', '.ttf'),
      fonts: files.map(({ weight, file }) => ({ src: file, fontWeight: weight })),
    }))
    return { families, undrawn }
  }
  const [body, headings] = await Promise.all([familiesOf(fonts.body), familiesOf(fonts.headings)])
  const families = new Map(
    [...body.families, ...headings.families].map((entry) => [entry.family, entry]),
  )
  return {
    families: [...families.values()],
    body: body.families.map(({ family }) => family),
    headings: headings.families.map(({ family }) => family),
    // Every font installed stands behind both: what one cannot draw, neither can the other.
    undrawn: body.undrawn,
  }
}
