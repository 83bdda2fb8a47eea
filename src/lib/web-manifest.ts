export const MANIFEST_FILE = 'manifest.webmanifest'

// PNG icons made at build time from public/favicon.svg (the SVG stays the browser tab icon).
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
  /** The splash screen's and the title bar's colour: the page's background. */
  background: string
}

export function webManifest(input: ManifestInput) {
  const { name, shortName, description, lang, base, icon, background } = input
  const manifest = {
    name,
    short_name: shortName,
    description,
    lang,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: background,
    theme_color: background,
    icons: [ICONS.small, ICONS.large].map(({ file, size }) => ({
      src: icon(file),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
