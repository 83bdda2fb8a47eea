import Color from 'colorjs.io'

// The site's colours in both themes, made from the owner's theme in site.ts: the neutrals' tint,
// the accent, and every pair of colours the design puts together, checked against WCAG 2.2 AA.
// Build only: the styles read the result as custom properties (theme/theme-css.ts).

export type ThemeName = 'light' | 'dark'
export const THEME_NAMES: readonly ThemeName[] = ['light', 'dark']
export const NEUTRALS = ['warm', 'cool', 'gray'] as const
export type Neutral = (typeof NEUTRALS)[number]

/** What of site.ts's theme decides the colours. */
export type ColourChoice = {
  accent?: string
  neutral?: Neutral
  light?: { accent?: string }
  dark?: { accent?: string }
}

const NEUTRAL_TOKENS = ['bg', 'surface', 'raised', 'text', 'muted', 'line'] as const
const SIGNAL_TOKENS = ['success', 'danger'] as const
const CODE_TOKENS = [
  'keyword',
  'string',
  'function',
  'constant',
  'parameter',
  'comment',
  'punctuation',
] as const
type NeutralToken = (typeof NEUTRAL_TOKENS)[number]
type FixedColours = Record<NeutralToken | (typeof SIGNAL_TOKENS)[number], string> & {
  code: Record<(typeof CODE_TOKENS)[number], string>
}
/** One theme's colours, as hex. */
export type Colours = Omit<FixedColours, 'code'> & {
  accent: string
  onAccent: string
  code: FixedColours['code']
}

// Warm paper with ink, and near-black graphite: the warm neutrals. The others keep their lightness
// and chroma and take another hue (cool) or none (gray).
const WARM: Record<ThemeName, FixedColours> = {
  light: {
    bg: '#f5f2ea',
    surface: '#ebe6da',
    raised: '#fffdf8',
    text: '#1c1b18',
    muted: '#5a5750',
    line: '#d3ccbb',
    success: '#1f6b3a',
    danger: '#a3242c',
    code: {
      keyword: '#8a2d7a',
      string: '#2d6a1f',
      function: '#1f4fa0',
      constant: '#9a4a00',
      parameter: '#7a4400',
      comment: '#5f5b52',
      punctuation: '#4a4740',
    },
  },
  dark: {
    bg: '#0f1012',
    surface: '#1a1c1f',
    raised: '#17191c',
    text: '#ecebe6',
    muted: '#a5a39c',
    line: '#2d3035',
    success: '#7fd49b',
    danger: '#ff8a8a',
    code: {
      keyword: '#f0a3e0',
      string: '#a5d98a',
      function: '#8ec5ff',
      constant: '#f2c14e',
      parameter: '#f5b97a',
      comment: '#9a978f',
      punctuation: '#bdbab2',
    },
  },
}
const COOL_HUE = 255

/** A deep amber on the paper, a high-voltage amber on the graphite: the accents of no theme. */
export const DEFAULT_ACCENTS: Record<ThemeName, string> = { light: '#8f4e00', dark: '#f2c14e' }

/** Lightness, chroma and hue ('none' read as 0, as for a gray's hue). */
const oklch = (value: string) => new Color(value).to('oklch').coords.map((coord) => coord ?? 0)

const hex = (colour: Color) =>
  colour.to('srgb').toGamut({ space: 'srgb' }).toString({ format: 'hex', collapse: false })

function tinted(value: string, neutral: Neutral) {
  if (neutral === 'warm') return value
  const [lightness = 0, chroma = 0] = oklch(value)
  return hex(new Color('oklch', [lightness, neutral === 'gray' ? 0 : chroma, COOL_HUE]))
}

function neutrals(theme: ThemeName, neutral: Neutral): FixedColours {
  const warm = WARM[theme]
  const tint = Object.fromEntries(
    NEUTRAL_TOKENS.map((token) => [token, tinted(warm[token], neutral)]),
  ) as Record<NeutralToken, string>
  return { ...warm, ...tint }
}

/** The WCAG 2.2 contrast ratio of two colours. */
export const contrast = (a: string, b: string) => new Color(a).contrast(new Color(b), 'WCAG21')

const mixed = (tone: string, share: number, base: string) =>
  hex(new Color(base).mix(new Color(tone), share, { space: 'srgb' }))

/** A pair of colours the design puts together, and the contrast it needs. */
export type Pair = { what: string; fg: string; bg: string; needs: number }
const TEXT = 4.5
const LARGE_TEXT_OR_UI = 3

function accentPairs(
  c: Pick<Colours, 'bg' | 'surface' | 'raised' | 'accent' | 'onAccent'>,
): Pair[] {
  return [
    { what: 'links on the page', fg: c.accent, bg: c.bg, needs: TEXT },
    { what: 'links and tags on cards', fg: c.accent, bg: c.surface, needs: TEXT },
    { what: 'links in dialogs and forms', fg: c.accent, bg: c.raised, needs: TEXT },
    { what: "buttons' labels", fg: c.onAccent, bg: c.accent, needs: TEXT },
    { what: 'focus rings and button edges', fg: c.accent, bg: c.bg, needs: LARGE_TEXT_OR_UI },
    {
      what: "the calendar's busiest cells against empty ones",
      fg: c.accent,
      bg: c.surface,
      needs: LARGE_TEXT_OR_UI,
    },
  ]
}

/** Every pair the design uses in one theme: the accent's, then the neutrals', signals' and code's. */
export function pairsOf(c: Colours): Pair[] {
  const surfaces = [
    ['the page', c.bg],
    ['cards', c.surface],
    ['dialogs and forms', c.raised],
  ] as const
  return [
    ...accentPairs(c),
    ...surfaces.flatMap(([where, bg]) => [
      { what: `text on ${where}`, fg: c.text, bg, needs: TEXT },
      { what: `muted text on ${where}`, fg: c.muted, bg, needs: TEXT },
    ]),
    { what: "text fields' edges", fg: c.muted, bg: c.raised, needs: LARGE_TEXT_OR_UI },
    { what: "an invalid field's edge", fg: c.danger, bg: c.raised, needs: LARGE_TEXT_OR_UI },
    ...SIGNAL_TOKENS.map((signal) => ({
      what: `text in a ${signal} message`,
      fg: c.text,
      bg: mixed(c[signal], 0.1, c.raised), // components/alert.module.css
      needs: TEXT,
    })),
    ...CODE_TOKENS.map((token) => ({
      what: `code's ${token} colour`,
      fg: c.code[token],
      bg: c.surface,
      needs: TEXT,
    })),
  ]
}

const failures = (pairs: Pair[]) => pairs.filter((pair) => contrast(pair.fg, pair.bg) < pair.needs)
/** The pair with the least to spare: the one that fails worst, or passes most narrowly. */
const weakest = (pairs: Pair[]) =>
  pairs.reduce((a, b) => (contrast(b.fg, b.bg) / b.needs < contrast(a.fg, a.bg) / a.needs ? b : a))
const ratio = (pair: Pair) => `${(Math.floor(contrast(pair.fg, pair.bg) * 100) / 100).toFixed(2)}:1`
const describe = (pair: Pair) => `${pair.what} have ${ratio(pair)}, AA needs ${pair.needs}:1`

/** The label colour of the accent's buttons: the theme's paper or ink, or else white or black. */
function labelOn(accent: string, paper: string, ink: string) {
  const best = (a: string, b: string) => (contrast(a, accent) >= contrast(b, accent) ? a : b)
  const label = best(paper, ink)
  return contrast(label, accent) >= TEXT ? label : best('#ffffff', '#000000')
}

function withAccent(fixed: FixedColours, theme: ThemeName, accent: string): Colours {
  const [paper, ink] = theme === 'light' ? [fixed.raised, fixed.text] : [fixed.text, fixed.bg]
  return { ...fixed, accent, onAccent: labelOn(accent, paper, ink) }
}

/**
 * The accent of the nearest lightness at which every accent pair passes, keeping hue and chroma
 * (as far as sRGB has them at that lightness).
 */
function passingAccent(fixed: FixedColours, theme: ThemeName, given: string): Colours | undefined {
  const [lightness = 0, chroma = 0, hue = 0] = oklch(given)
  for (let step = 1; step <= 200; step++) {
    for (const direction of [-1, 1]) {
      const candidate = lightness + (direction * step) / 200
      if (candidate < 0 || candidate > 1) continue
      const colours = withAccent(fixed, theme, hex(new Color('oklch', [candidate, chroma, hue])))
      if (failures(accentPairs(colours)).length === 0) return colours
    }
  }
  return undefined
}

export type ThemeColours = {
  colours: Record<ThemeName, Colours>
  /** One line for each theme whose accent the build moved to pass, and for an accent not used. */
  notes: string[]
  /** What stops the build: a colour given for one theme that fails, naming its field. */
  problems: string[]
}

/** Both themes' colours from the owner's choice, with what was adjusted and what fails. */
export function themeColours(choice: ColourChoice = {}): ThemeColours {
  const notes: string[] = []
  const problems: string[] = []
  const colours = {} as Record<ThemeName, Colours>
  for (const theme of THEME_NAMES) {
    const fixed = neutrals(theme, choice.neutral ?? 'warm')
    const exact = choice[theme]?.accent
    const given = exact ?? choice.accent ?? DEFAULT_ACCENTS[theme]
    const field = exact ? `theme.${theme}.accent` : 'theme.accent'
    let result = withAccent(fixed, theme, hex(new Color(given)))
    const failing = failures(pairsOf(result))
    const accentFailing = failures(accentPairs(result))
    // Only the accent fails, and the owner did not fix it for this theme: move its lightness.
    const moved =
      !exact && accentFailing.length > 0 && failing.length === accentFailing.length
        ? passingAccent(fixed, theme, given)
        : undefined
    if (moved) {
      const tightest = weakest(accentPairs(moved))
      notes.push(
        `${field} ${given} fails in the ${theme} theme (${describe(weakest(accentFailing))}): ` +
          `using ${moved.accent} there, the same hue and chroma (${tightest.what}: ${ratio(tightest)})`,
      )
      result = moved
    }
    const stillFailing = failures(pairsOf(result))
    if (stillFailing.length > 0)
      problems.push(`${field} ${given} in the ${theme} theme: ${describe(weakest(stillFailing))}`)
    colours[theme] = result
  }
  if (choice.accent && THEME_NAMES.every((theme) => choice[theme]?.accent))
    notes.push(
      `theme.accent ${choice.accent} is not used: theme.light.accent and theme.dark.accent set ` +
        "both themes' accents (remove them to use it in both)",
    )
  return { colours, notes, problems }
}

/** Whether a text is a CSS colour the build can work with. */
export function isColour(value: string) {
  try {
    new Color(value)
    return true
  } catch {
    return false
  }
}
