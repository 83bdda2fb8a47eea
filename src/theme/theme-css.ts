import { themeColours, type ColourChoice, type Colours, type ThemeName } from './palette.ts'

export const RADII = ['sharp', 'soft', 'round'] as const
export type Radius = (typeof RADII)[number]

// Corners of controls and of cards and dialogs, and of the tag pills.
const CORNERS: Record<Radius, { radius: string; large: string; pill: string }> = {
  sharp: { radius: '0.125rem', large: '0.125rem', pill: '0.125rem' },
  soft: { radius: '0.375rem', large: '0.75rem', pill: '999px' },
  round: { radius: '0.75rem', large: '1.5rem', pill: '999px' },
}

/** A colour given as #rrggbb, at some opacity. */
function translucent(hex: string, opacity: number) {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r} ${g} ${b} / ${opacity})`
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

function colourProperties(colours: Colours, theme: ThemeName) {
  const { code, ...rest } = colours
  // Shadows and the scrim are the ink's, or black on the dark theme.
  const shade = theme === 'light' ? colours.text : '#000000'
  const [near, far, scrim] = theme === 'light' ? [0.06, 0.08, 0.55] : [0.4, 0.35, 0.72]
  const spread = theme === 'light' ? '8px 24px' : '12px 32px'
  return [
    ...Object.entries(rest).map(([token, value]) => `--color-${kebab(token)}: ${value};`),
    ...Object.entries(code).map(([token, value]) => `--code-${token}: ${value};`),
    `--shadow: 0 1px 2px ${translucent(shade, near)}, 0 ${spread} ${translucent(shade, far)};`,
    `--color-scrim: ${translucent(shade, scrim)};`,
    `color-scheme: ${theme};`,
  ]
}

/**
 * The theme as custom properties for both themes, in the tokens layer after styles/tokens.css:
 * what every style reads. Throws what fails WCAG AA (content validation reports it first).
 */
export function themeCss(theme: ColourChoice & { radius?: Radius } = {}): string {
  const { colours, problems } = themeColours(theme)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const corners = CORNERS[theme.radius ?? 'soft']
  const block = (selector: string, lines: string[]) =>
    `  ${selector} {\n${lines.map((line) => `    ${line}\n`).join('')}  }\n`
  const dark = colourProperties(colours.dark, 'dark')
  // Without scripts nothing sets data-theme, and the system's setting chooses.
  return `@layer tokens {\n${block(':root', [
    `--radius: ${corners.radius};`,
    `--radius-lg: ${corners.large};`,
    `--radius-pill: ${corners.pill};`,
    ...colourProperties(colours.light, 'light'),
  ])}${block(":root[data-theme='dark']", dark)}  @media (prefers-color-scheme: dark) {\n${block(':root:not([data-theme])', dark)}  }\n}\n`
}
