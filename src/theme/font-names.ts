/** The typefaces the site can serve itself, as @fontsource-variable packages name them. */
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
