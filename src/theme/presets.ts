import type { Theme } from './theme-schema.ts'

// The looks the README offers to copy into site.ts's `theme`. Each passes every pair in both
// themes (tests/unit/theme) and axe in both (tests/e2e/theme-presets.spec.ts).
export const THEME_PRESETS = {
  /** The look the site ships with: warm paper and graphite, amber, the system's faces. */
  amber: {
    neutral: 'warm',
    radius: 'soft',
    light: { accent: '#8f4e00' },
    dark: { accent: '#f2c14e' },
    fonts: { body: 'system', headings: 'system', code: 'system' },
  },
  /** Cool grays, a clear blue and rounder corners, in Inter and Space Grotesk. */
  harbour: {
    neutral: 'cool',
    radius: 'round',
    light: { accent: '#1d4ed8' },
    dark: { accent: '#7aa2ff' },
    fonts: { body: 'Inter', headings: 'Space Grotesk', code: 'JetBrains Mono' },
  },
  /** A book's page: serif text, a brick red and sharp corners. */
  folio: {
    neutral: 'warm',
    radius: 'sharp',
    light: { accent: '#a33a2b' },
    dark: { accent: '#e8846f' },
    fonts: { body: 'Source Serif 4', headings: 'Fraunces', code: 'Geist Mono' },
  },
} satisfies Record<string, Theme>
