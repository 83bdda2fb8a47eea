import { expect, test } from 'vitest'
import {
  contrast,
  DEFAULT_ACCENTS,
  NEUTRALS,
  pairsOf,
  THEME_NAMES,
  themeColours,
} from '../../../src/theme/palette.ts'
import { THEME_PRESETS } from '../../../src/theme/presets.ts'
import { themeCss } from '../../../src/theme/theme-css.ts'

const oklchOf = async (hex: string) => {
  const { default: Color } = await import('colorjs.io')
  return new Color(hex).to('oklch').coords.map((coord) => coord ?? 0)
}

test('no theme is the look the site ships: warm neutrals and its two ambers', () => {
  const { colours, notes, problems } = themeColours()
  expect(colours.light).toMatchObject({ bg: '#f5f2ea', text: '#1c1b18', accent: '#8f4e00' })
  expect(colours.dark).toMatchObject({ bg: '#0f1012', text: '#ecebe6', accent: '#f2c14e' })
  expect(colours.light.accent).toBe(DEFAULT_ACCENTS.light)
  expect([notes, problems]).toEqual([[], []])
})

test.each(Object.entries(THEME_PRESETS))(
  'the %s preset passes every pair in both themes',
  (_, preset) => {
    const { colours, problems } = themeColours(preset)
    expect(problems).toEqual([])
    for (const theme of THEME_NAMES)
      for (const pair of pairsOf(colours[theme]))
        expect(contrast(pair.fg, pair.bg), `${theme}: ${pair.what}`).toBeGreaterThanOrEqual(
          pair.needs,
        )
  },
)

test.each(NEUTRALS)('the %s neutrals pass every pair in both themes', (neutral) => {
  expect(themeColours({ neutral }).problems).toEqual([])
})

test('an accent that fails in one theme moves there to the nearest lightness that passes', async () => {
  const { colours, notes, problems } = themeColours({ accent: '#ffff00' })
  expect(problems).toEqual([])
  // Bright yellow reads on the dark page as it is, and is darkened on the light one.
  expect(colours.dark.accent).toBe('#ffff00')
  expect(colours.light.accent).not.toBe('#ffff00')
  expect(notes).toHaveLength(1)
  expect(notes[0]).toMatch(
    new RegExp(
      `^theme\\.accent #ffff00 fails in the light theme \\(.* have 1\\.\\d\\d:1, AA needs 4\\.5:1\\): using ${colours.light.accent} there, the same hue and chroma \\(.*: [45]\\.\\d\\d:1\\)$`,
    ),
  )
  for (const pair of pairsOf(colours.light))
    expect(contrast(pair.fg, pair.bg)).toBeGreaterThanOrEqual(pair.needs)
  // The same hue; as much of its chroma as sRGB has at that lightness.
  const [, , givenHue] = await oklchOf('#ffff00')
  const [lightness = 0, chroma = 0, hue = 0] = await oklchOf(colours.light.accent)
  expect(Math.abs(hue - (givenHue ?? 0))).toBeLessThan(2)
  // The nearest: a step lighter fails on the darkest surface.
  const { default: Color } = await import('colorjs.io')
  const lighter = new Color('oklch', [lightness + 0.01, chroma, hue]).toGamut({ space: 'srgb' })
  expect(
    contrast(lighter.to('srgb').toString({ format: 'hex' }), colours.light.surface),
  ).toBeLessThan(4.5)
})

test('a colour given for one theme is used as given, and one that fails is a problem naming it', () => {
  const given = themeColours({ accent: '#ffff00', dark: { accent: '#7dd3fc' } })
  expect(given.colours.dark.accent).toBe('#7dd3fc')
  const failing = themeColours({ light: { accent: '#ffff00' } })
  expect(failing.colours.light.accent).toBe('#ffff00')
  expect(failing.notes).toEqual([])
  expect(failing.problems).toEqual([
    'theme.light.accent #ffff00 in the light theme: links on the page have 1.04:1, AA needs 4.5:1',
  ])
  expect(() => themeCss({ light: { accent: '#ffff00' } })).toThrow(/theme\.light\.accent/)
})

test("buttons' labels read on any accent: the theme's paper or ink, or white or black", () => {
  for (const accent of ['#ff0000', '#00ff00', '#0000ff', '#808080', 'oklch(0.62 0.2 300)']) {
    const { colours } = themeColours({ accent })
    for (const theme of THEME_NAMES)
      expect(contrast(colours[theme].onAccent, colours[theme].accent)).toBeGreaterThanOrEqual(4.5)
  }
})

test('the CSS gives both themes every colour, the corners and no colour the palette lacks', () => {
  const css = themeCss({ accent: '#2563eb', neutral: 'cool', radius: 'sharp' })
  const { colours } = themeColours({ accent: '#2563eb', neutral: 'cool' })
  const [light = '', dark = ''] = css.split(":root[data-theme='dark']")
  expect(light).toContain(`--color-accent: ${colours.light.accent};`)
  expect(dark).toContain(`--color-accent: ${colours.dark.accent};`)
  expect(dark).toContain(`--color-bg: ${colours.dark.bg};`)
  expect(light).toContain('--radius: 0.125rem;')
  expect(light).toContain('--code-comment:')
  expect(css.startsWith('@layer tokens {')).toBe(true)
})

test('an accent for both themes that each theme sets again is said to be unused', () => {
  const light = { accent: '#8f4e00' }
  const dark = { accent: '#f2c14e' }
  expect(themeColours({ accent: '#1d4ed8', light, dark }).notes).toEqual([
    "theme.accent #1d4ed8 is not used: theme.light.accent and theme.dark.accent set both themes' accents (remove them to use it in both)",
  ])
  // The dark theme uses it.
  expect(themeColours({ accent: '#1d4ed8', light }).notes.join()).not.toContain('is not used')
})
