import { BRAND } from './share-image.ts'

export const MANIFEST_FILE = 'manifest.webmanifest'

// PNG icons made at build time from public/favicon.svg (the SVG stays the browser tab icon).
export const ICONS = {
  appleTouch: { file: 'apple-touch-icon.png', size: 180 },
  small: { file: 'icon-192.png', size: 192 },
  large: { file: 'icon-512.png', size: 512 },
} as const

type ManifestInput = { name: string; shortName: string; description: string; base: string }

export function webManifest({ name, shortName, description, base }: ManifestInput): string {
  const manifest = {
    name,
    short_name: shortName,
    description,
    start_url: base,
    scope: base,
    display: 'standalone',
    background_color: BRAND.bg,
    theme_color: BRAND.bg,
    icons: [ICONS.small, ICONS.large].map(({ file, size }) => ({
      src: base + file,
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
