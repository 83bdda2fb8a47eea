import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { create, type Font } from 'fontkit'
import subsetFont from 'subset-font'
import type { FontName } from './font-names.ts'
import { renamed } from './rename-font.ts'

const resolve = createRequire(import.meta.url).resolve

/** Where the build keeps the fonts it cuts, from one build to the next. */
export const FONT_CACHE = 'node_modules/.cache/fonts'

// What every page may show besides its words: printable ASCII, typographic punctuation, and the
// arrows and signs the layout writes.
const ALWAYS = `${String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i))}\u00a0–—‘’‚“”„…•·«»‹›′″€−×→←↑↓\u202f`

/**
 * The code points a font needs to show `text`: its letters in both cases too, since CSS may
 * change the case (a heading in capitals), and ASCII always.
 */
export function characters(text: string): Set<number> {
  const all = [ALWAYS, text, text.normalize('NFC'), text.toUpperCase(), text.toLowerCase()].join('')
  const codes = [...all].map((char) => char.codePointAt(0) ?? 0)
  return new Set(codes.filter((code) => code >= 32 && (code < 0x7f || code > 0x9f)))
}

/** One of a font's @fontsource-variable files, with the characters of the text it will carry. */
export type FontSubset = { font: string; subset: string; source: string; chars: number[] }

const packageFile = (font: FontName, file: string) =>
  resolve(`@fontsource-variable/${font.toLowerCase().replaceAll(' ', '-')}/${file}`)

// What the font's package says of it: its kind and its variable weight axis ('100' to '900').
const metadataOf = (font: FontName) =>
  JSON.parse(readFileSync(packageFile(font, 'metadata.json'), 'utf8')) as {
    category: string
    variable: { wght: { min: string; max: string } }
  }

/** The font's kind, as its package names it: 'sans-serif', 'serif' or 'monospace'. */
export const fontCategory = (font: FontName) => metadataOf(font).category

/** The font's variable weight axis, as numbers. */
export function weightRange(font: FontName): { min: number; max: number } {
  const { wght } = metadataOf(font).variable
  return { min: Number(wght.min), max: Number(wght.max) }
}

// 'U+0000-00FF,U+0131' → [[0, 255], [305, 305]]
const parseRanges = (ranges: string) =>
  ranges.split(',').map((range) => {
    const [from = '', to = from] = range.replace('U+', '').split('-')
    return [parseInt(from, 16), parseInt(to, 16)] as const
  })

/**
 * The font's files that `chars` need, each with the characters it will carry: each character
 * goes to the first file that has it, latin first. Characters the font lacks are left out.
 */
export async function fontSubsets(font: FontName, chars: Set<number>): Promise<FontSubset[]> {
  const unicode = JSON.parse(await readFile(packageFile(font, 'unicode.json'), 'utf8')) as Record<
    string,
    string
  >
  const order = Object.keys(unicode).sort((a, b) => rank(a) - rank(b))
  const left = new Set(chars)
  const subsets: FontSubset[] = []
  for (const subset of order) {
    const ranges = parseRanges(unicode[subset] ?? '')
    const inRange = [...left].filter((code) => ranges.some(([lo, hi]) => code >= lo && code <= hi))
    if (inRange.length === 0) continue
    const source = packageFile(font, `files/${fileStem(font, subset)}.woff2`)
    const file = openFont(await readFile(source))
    const carried = inRange.filter((code) => file.hasGlyphForCodePoint(code))
    carried.forEach((code) => left.delete(code))
    if (carried.length > 0)
      subsets.push({ font, subset, source, chars: carried.sort((a, b) => a - b) })
  }
  return subsets
}

// Latin first, so that characters two files both list (U+0304, U+0308) come with the one that
// every page needs; the others keep their package's order.
const FIRST = ['latin', 'latin-ext']
const rank = (subset: string) => (FIRST.includes(subset) ? FIRST.indexOf(subset) : FIRST.length)

const fileStem = (font: string, subset: string) =>
  `${font.toLowerCase().replaceAll(' ', '-')}-${subset}-wght-normal`

export function openFont(buffer: Buffer): Font {
  const font = create(buffer)
  if ('fonts' in font) throw new Error('expected one font, found a collection')
  return font
}

type SubsetOptions = { format: 'woff2' | 'truetype'; weight?: number }

// The files being cut in this process: two callers asking for the same file share one cut.
const cutting = new Map<string, Promise<string>>()

/**
 * `subset` cut down to its characters, written once into `cacheDir` under a name made from a hash
 * of everything that goes into it: the same input finds the file already there.
 */
export async function subsetFile(
  { font, subset, source, chars }: FontSubset,
  { format, weight }: SubsetOptions,
  cacheDir: string,
): Promise<string> {
  const input = await readFile(source)
  const text = String.fromCodePoint(...chars)
  const hash = createHash('sha256')
    .update(input)
    .update(JSON.stringify({ text, format, weight }))
    .digest('hex')
    .slice(0, 12)
  const extension = format === 'woff2' ? 'woff2' : 'ttf'
  const suffix = weight === undefined ? '' : `-${weight}`
  const file = join(cacheDir, `${fileStem(font, subset)}${suffix}-${hash}.${extension}`)
  const cut = cutting.get(file) ?? cutOnce(file, input, text, { format, weight })
  cutting.set(file, cut)
  return cut
}

async function cutOnce(file: string, input: Buffer, text: string, options: SubsetOptions) {
  if (await exists(file)) return file
  const cut = await subsetFont(input, text, {
    targetFormat: options.format,
    ...(options.weight !== undefined && { variationAxes: { wght: options.weight } }),
  })
  // Each instance named after its file, which no other instance shares (rename-font.ts).
  const output =
    options.format === 'truetype'
      ? renamed(cut, openFont(cut).familyName, basename(file, '.ttf').slice(0, 63))
      : cut
  await mkdir(dirname(file), { recursive: true })
  // Written aside and renamed, so that a build stopped halfway never leaves half a font behind.
  await writeFile(`${file}.${process.pid}`, output)
  await rename(`${file}.${process.pid}`, file)
  return file
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  )
