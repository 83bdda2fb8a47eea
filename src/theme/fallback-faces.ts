import { readFile } from 'node:fs/promises'
import { fontCategory, openFont, weightRange } from './font-files.ts'
import type { FontName } from './font-names.ts'
import { staticSource } from './static-fonts.ts'

// A font every visitor's system has, in its regular and bold faces, by the names local() finds
// them under: Arial, Times New Roman and Courier New on Windows and macOS; on Linux and ChromeOS,
// Liberation and Croscore fonts are drawn to the same widths. `width`: how wide its regular and
// bold faces set SAMPLE, in ems, as fontkit lays it out in the Liberation fonts' files (a new
// SAMPLE needs these measured again).
const SYSTEM = {
  sans: {
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'],
    bold: [
      ...['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
      ...['Arimo Bold', 'Arimo-Bold', 'Helvetica Bold', 'Helvetica-Bold'],
    ],
    width: { regular: 44.2109, bold: 47.7476 },
  },
  serif: {
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos', 'Times'],
    bold: [
      ...['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
      ...['LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold', 'Times Bold', 'Times-Bold'],
    ],
    width: { regular: 40.5, bold: 43.0244 },
  },
  mono: {
    regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine', 'Courier'],
    bold: [
      ...['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold', 'LiberationMono-Bold'],
      ...['Cousine Bold', 'Cousine-Bold', 'Courier Bold', 'Courier-Bold'],
    ],
    width: { regular: 59.4097, bold: 59.4097 },
  },
} satisfies Record<
  string,
  { regular: string[]; bold: string[]; width: { regular: number; bold: number } }
>

// Text as the pages set it, mostly lower case, to compare the widths of two fonts.
const SAMPLE =
  'Designing, building and shipping software that people rely on every day: Selected Work and Writing.'

// The weights the stylesheets set text in, each with the weights it stands for. A chosen font
// grows wider as it grows bolder, by more than the system's bold face does: a fallback sized for
// the regular alone sets Fraunces at 800 8 % short. So each weight has a fallback of its own.
const WEIGHTS = [
  { weight: 400, range: '1 450' },
  { weight: 500, range: '451 550' },
  { weight: 600, range: '551 650' },
  { weight: 700, range: '651 750' },
  { weight: 800, range: '751 1000' },
]
const BOLD = 600

const kind = (font: FontName) => {
  const category = fontCategory(font)
  return category === 'serif' ? 'serif' : category === 'monospace' ? 'mono' : 'sans'
}

/** The system fonts to fall back on after a chosen font, by its kind (tokens.css names them). */
export const systemStack = (font: FontName) => `var(--font-${kind(font)})`

const percent = (value: number) => `${parseFloat((value * 100).toFixed(4))}%`

/**
 * A system font scaled to the chosen font's widths and line heights, at each weight: text set in
 * it takes the room the chosen font will, so nothing moves when that arrives. Every weight takes
 * the regular face's line heights, as the chosen font's one variable file does.
 */
export async function fallbackFaces(font: FontName): Promise<string> {
  const system = SYSTEM[kind(font)]
  const { min, max } = weightRange(font)
  const open = async (weight: number) =>
    openFont(await readFile(staticSource(font, Math.min(Math.max(weight, min), max))))
  const regular = await open(400)
  const faces = WEIGHTS.map(async ({ weight, range }) => {
    const bold = weight >= BOLD
    const file = await open(weight)
    const width = file.layout(SAMPLE).advanceWidth / file.unitsPerEm
    const sizeAdjust = width / (bold ? system.width.bold : system.width.regular)
    const em = regular.unitsPerEm * sizeAdjust
    return `@font-face {
  font-family: '${font} fallback';
  src: ${(bold ? system.bold : system.regular).map((name) => `local('${name}')`).join(', ')};
  font-weight: ${range};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(regular.ascent / em)};
  descent-override: ${percent(Math.abs(regular.descent) / em)};
  line-gap-override: ${percent(regular.lineGap / em)};
}`
  })
  return (await Promise.all(faces)).join('\n')
}
