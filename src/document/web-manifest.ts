export const MANIFEST_FILE = 'manifest.webmanifest'

/**
 * The browser tab's icon: the owner's initials in the accent on the dark theme's page. `mark` is
 * their outline in the square's 32 units (theme/share-image.ts monogram).
 */
export const FAVICON = 'favicon.svg'
export const faviconSvg = ({ bg, accent }: { bg: string; accent: string }, mark: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${bg}"/><path d="${mark}" fill="${accent}"/></svg>\n`

// PNG icons made at build time from the favicon (the SVG stays the browser tab icon).
export const ICONS = {
  appleTouch: { file: 'apple-touch-icon.png', size: 180 },
  small: { file: 'icon-192.png', size: 192 },
  large: { file: 'icon-512.png', size: 512 },
} as const

type ManifestInput = {
  name: string
  shortName: string
  description: string
  lang: string
  /** Where this language's pages start. */
  base: string
  /** The address of an icon: one set at the site's root serves every language. */
  icon: (file: string) => string
  /** The splash screen's colour: the page's background. */
  background: string
  /** The title bar's colour: the accent. */
  accent: string
}

export function webManifest(input: ManifestInput) {
  const { name, shortName, description, lang, base, icon, background, accent } = input
  const manifest = {
    name,
    short_name: shortName,
    description,
    lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: background,
    theme_color: accent,
    icons: [ICONS.small, ICONS.large].map(({ file, size }) => ({
      src: icon(file),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
