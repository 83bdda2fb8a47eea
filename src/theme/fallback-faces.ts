import arial from '@capsizecss/metrics/arial'
import courierNew from '@capsizecss/metrics/courierNew'
import fraunces from '@capsizecss/metrics/fraunces'
import geist from '@capsizecss/metrics/geist'
import geistMono from '@capsizecss/metrics/geistMono'
import inter from '@capsizecss/metrics/inter'
import jetBrainsMono from '@capsizecss/metrics/jetBrainsMono'
import sourceSerif4 from '@capsizecss/metrics/sourceSerif4'
import spaceGrotesk from '@capsizecss/metrics/spaceGrotesk'
import timesNewRoman from '@capsizecss/metrics/timesNewRoman'
import { readFile } from 'node:fs/promises'
import { openFont, weightRange } from './font-files.ts'
import type { FontName } from './font-names.ts'
import { staticSource } from './static-fonts.ts'

type Metrics = {
  ascent: number
  descent: number
  lineGap: number
  unitsPerEm: number
  xWidthAvg: number
}

const METRICS = {
  Inter: inter,
  Geist: geist,
  'Space Grotesk': spaceGrotesk,
  'Source Serif 4': sourceSerif4,
  Fraunces: fraunces,
  'JetBrains Mono': jetBrainsMono,
  'Geist Mono': geistMono,
} satisfies Record<FontName, Metrics & { category: string }>

// A font every visitor's system has, in its regular and bold faces, by the names local() finds
// them under: Arial, Times New Roman and Courier New on Windows and macOS; on Linux and ChromeOS,
// Liberation and Croscore fonts are drawn to the same widths. `boldWidth`: how much wider the bold
// face sets SAMPLE than the regular, measured on the Liberation fonts.
const SYSTEM = {
  sans: {
    metrics: arial,
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'],
    bold: [
      ...['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
      ...['Arimo Bold', 'Arimo-Bold', 'Helvetica Bold', 'Helvetica-Bold'],
    ],
    boldWidth: 1.08,
  },
  serif: {
    metrics: timesNewRoman,
    regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos', 'Times'],
    bold: [
      ...['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold'],
      ...['LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold', 'Times Bold', 'Times-Bold'],
    ],
    boldWidth: 1.0623,
  },
  mono: {
    metrics: courierNew,
    regular: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine', 'Courier'],
    bold: [
      ...['Courier New Bold', 'CourierNewPS-BoldMT', 'Liberation Mono Bold', 'LiberationMono-Bold'],
      ...['Cousine Bold', 'Cousine-Bold', 'Courier Bold', 'Courier-Bold'],
    ],
    boldWidth: 1,
  },
} satisfies Record<
  string,
  { metrics: Metrics; regular: string[]; bold: string[]; boldWidth: number }
>

// Text as the pages set it, mostly lower case, to compare a font's widths at two weights.
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
  const { category } = METRICS[font]
  return category === 'serif' ? 'serif' : category === 'monospace' ? 'mono' : 'sans'
}

/** The system fonts to fall back on after a chosen font, by its kind (tokens.css names them). */
export const systemStack = (font: FontName) => `var(--font-${kind(font)})`

const percent = (value: number) => `${parseFloat((value * 100).toFixed(4))}%`

/** How wide the chosen font sets SAMPLE at a weight (at most its heaviest), in ems. */
async function sampleWidths(font: FontName): Promise<(weight: number) => Promise<number>> {
  const { min, max } = await weightRange(font)
  return async (weight) => {
    const file = openFont(await readFile(staticSource(font, Math.min(Math.max(weight, min), max))))
    return file.layout(SAMPLE).advanceWidth / file.unitsPerEm
  }
}

/**
 * A system font scaled to the chosen font's widths and line heights, at each weight: text set in
 * it takes the room the chosen font will, so nothing moves when that arrives. The regular is
 * scaled as capsize's createFontStack and next/font do it.
 */
export async function fallbackFaces(font: FontName): Promise<string> {
  const chosen = METRICS[font]
  const system = SYSTEM[kind(font)]
  const regularAdjust =
    chosen.xWidthAvg / chosen.unitsPerEm / (system.metrics.xWidthAvg / system.metrics.unitsPerEm)
  const widthAt = await sampleWidths(font)
  const regularWidth = await widthAt(400)
  const faces = WEIGHTS.map(async ({ weight, range }) => {
    const bold = weight >= BOLD
    const widening = (await widthAt(weight)) / regularWidth
    const sizeAdjust = (regularAdjust * widening) / (bold ? system.boldWidth : 1)
    const em = chosen.unitsPerEm * sizeAdjust
    return `@font-face {
  font-family: '${font} fallback';
  src: ${(bold ? system.bold : system.regular).map((name) => `local('${name}')`).join(', ')};
  font-weight: ${range};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(chosen.ascent / em)};
  descent-override: ${percent(Math.abs(chosen.descent) / em)};
  line-gap-override: ${percent(chosen.lineGap / em)};
}`
  })
  return (await Promise.all(faces)).join('\n')
}
