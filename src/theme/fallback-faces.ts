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
import type { FontName } from './font-names.ts'

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

// A font every visitor's system has, by the names local() finds it under: Arial, Times New Roman
// and Courier New on Windows and macOS; on Linux and ChromeOS, Liberation and Croscore fonts
// are drawn to the same widths.
const SYSTEM = {
  sans: { metrics: arial, local: ['Arial', 'ArialMT', 'Liberation Sans', 'Arimo', 'Helvetica'] },
  serif: {
    metrics: timesNewRoman,
    local: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'Tinos', 'Times'],
  },
  mono: {
    metrics: courierNew,
    local: ['Courier New', 'CourierNewPSMT', 'Liberation Mono', 'Cousine', 'Courier'],
  },
} satisfies Record<string, { metrics: Metrics; local: string[] }>

const kind = (font: FontName) => {
  const { category } = METRICS[font]
  return category === 'serif' ? 'serif' : category === 'monospace' ? 'mono' : 'sans'
}

/** The system fonts to fall back on after a chosen font, by its kind (tokens.css names them). */
export const systemStack = (font: FontName) => `var(--font-${kind(font)})`

const percent = (value: number) => `${parseFloat((value * 100).toFixed(4))}%`

/**
 * A system font scaled to the chosen font's widths and line heights, as capsize's createFontStack
 * and next/font compute it: text set in it takes the room the chosen font will, so nothing moves
 * when that arrives.
 */
export function fallbackFace(font: FontName): string {
  const chosen = METRICS[font]
  const system = SYSTEM[kind(font)]
  const sizeAdjust =
    chosen.xWidthAvg / chosen.unitsPerEm / (system.metrics.xWidthAvg / system.metrics.unitsPerEm)
  const em = chosen.unitsPerEm * sizeAdjust
  return `@font-face {
  font-family: '${font} fallback';
  src: ${system.local.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(chosen.ascent / em)};
  descent-override: ${percent(Math.abs(chosen.descent) / em)};
  line-gap-override: ${percent(chosen.lineGap / em)};
}`
}
