import { z } from 'zod'
import { FONT_NAMES } from './font-names.ts'
import { isColour, NEUTRALS } from './palette.ts'
import { RADII } from './theme-css.ts'

const colour = z.string().refine(isColour, {
  error:
    'must be a CSS colour, such as #c98a1b, rgb(201 138 27), hsl(38 76% 45%) or oklch(0.67 0.14 70)',
})
const quoted = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ')
const oneOf = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.enum(names, { error: (issue) => `"${String(issue.input)}" is not one of ${quoted(names)}` })
const font = z.enum(['system', ...FONT_NAMES], {
  error: (issue) =>
    `"${String(issue.input)}" is not a font the site has; it knows ${quoted(['system', ...FONT_NAMES])}`,
})

/** How the site looks, as site.ts's `theme` gives it: README, "Your look". */
export const themeSchema = z.strictObject({
  accent: colour.optional(),
  neutral: oneOf(NEUTRALS).optional(),
  radius: oneOf(RADII).optional(),
  fonts: z
    .strictObject({ body: font.optional(), headings: font.optional(), code: font.optional() })
    .optional(),
  light: z.strictObject({ accent: colour.optional() }).optional(),
  dark: z.strictObject({ accent: colour.optional() }).optional(),
})

export type Theme = z.infer<typeof themeSchema>
