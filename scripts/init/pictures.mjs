// The pictures init draws: an avatar from the owner's initials when they give no photo, and the
// placeholder project's cover. Drawn as SVG in the site's accent colour, then through sharp into
// a PNG, which the build turns into its own formats. The initials are set in the bundled Inter, so
// every machine draws the same picture.
import { createRequire } from 'node:module'
import sharp from 'sharp'

const INTER = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf',
)

/** 'Aino Väisänen-Øberg' → 'AV': the first letters of the first and the last name. */
export function initialsOf(name) {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words.at(-1) ?? '') : ''
  return [first, last]
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase()
}

const escapeXml = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

// The accent, darker towards the bottom, with a ring of light behind the initials.
const ground = (width, height, accent) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.8"/>
    </linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="#101114"/>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="50%" cy="50%" r="${Math.min(width, height) * 0.36}" fill="#ffffff" fill-opacity="0.12"/>
</svg>`)

/** The home photo of an owner without one: 1200×1500 like the example's, their initials on the accent. */
export async function drawAvatar(name, accent) {
  const initials = await sharp({
    text: {
      text: `<span foreground="#ffffff">${escapeXml(initialsOf(name))}</span>`,
      font: 'Inter SemiBold 96',
      fontfile: INTER,
      dpi: 300,
      rgba: true,
    },
  })
    .png()
    .toBuffer()
  return sharp(ground(1200, 1500, accent))
    .composite([{ input: initials, gravity: 'center' }])
    .png()
    .toBuffer()
}

/** The cover of the placeholder project: the accent ground alone, 1600×1000 like the example's. */
export const drawCover = (accent) =>
  sharp(ground(1600, 1000, accent))
    .png()
    .toBuffer()
