/** The colours a link preview or a home screen icon is drawn in: one theme of tokens.css. */
export type ThemeColors = { bg: string; text: string; muted: string; accent: string; line: string }

// tokens.css sets the light theme on :root and the dark one on :root[data-theme='dark']; the
// build reads a theme's --color-* values from there, so no colour is written twice.
export function themeColors(css: string, theme: 'light' | 'dark'): ThemeColors {
  const start = css.indexOf(theme === 'dark' ? ":root[data-theme='dark'] {" : ':root {')
  const block = start < 0 ? '' : css.slice(start, css.indexOf('}', start))
  const color = (name: string) => {
    const value = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(block)?.[1]
    if (!value) throw new Error(`src/styles/tokens.css: no --color-${name} in the ${theme} theme`)
    return value
  }
  return {
    bg: color('bg'),
    text: color('text'),
    muted: color('muted'),
    accent: color('accent'),
    line: color('line'),
  }
}
