// The typefaces an owner can choose in site.ts. Kept free of Node and font tools, so that the
// content schema can import the names without pulling the font build along.

/** The bundled variable fonts, named as site.ts writes them; each is an @fontsource-variable package. */
export const FONT_NAMES = [
  'Inter',
  'Geist',
  'Space Grotesk',
  'Source Serif 4',
  'Fraunces',
  'JetBrains Mono',
  'Geist Mono',
] as const

export type FontName = (typeof FONT_NAMES)[number]
export type FontChoice = 'system' | FontName
export type ThemeFonts = { body: FontChoice; headings: FontChoice; code: FontChoice }

/** Every value site.ts may give a font: 'system' first. */
export const FONT_CHOICES = ['system', ...FONT_NAMES] as const

export const SYSTEM_FONTS: ThemeFonts = { body: 'system', headings: 'system', code: 'system' }

export const isFontChoice = (name: unknown): name is FontChoice =>
  FONT_CHOICES.some((choice) => choice === name)

/** The message that stops the build on a name it does not know. */
export const unknownFont = (name: unknown) =>
  `unknown font ${JSON.stringify(name)}: the theme knows ${FONT_CHOICES.map((choice) => `'${choice}'`).join(', ')}`

/** The distinct fonts to load for a theme: 'system' loads nothing. */
export const chosenFonts = (fonts: ThemeFonts): FontName[] => [
  ...new Set(
    [fonts.body, fonts.headings, fonts.code].filter((font): font is FontName => font !== 'system'),
  ),
]
