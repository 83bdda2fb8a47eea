import type { Theme } from './theme-schema.ts'
import type { FontChoice, FontName } from './font-names.ts'

/** The typeface of each part of the page: the body text, the headings and code. */
export type ThemeFonts = { body: FontChoice; headings: FontChoice; code: FontChoice }

export const SYSTEM_FONTS: ThemeFonts = { body: 'system', headings: 'system', code: 'system' }

/** The theme's fonts, the system's for each part site.ts leaves out. */
export const themeFonts = (theme: Theme): ThemeFonts => ({ ...SYSTEM_FONTS, ...theme.fonts })

/** The distinct fonts to load for a theme: 'system' loads nothing. */
export const chosenFonts = (fonts: ThemeFonts): FontName[] => [
  ...new Set(
    [fonts.body, fonts.headings, fonts.code].filter((font): font is FontName => font !== 'system'),
  ),
]
