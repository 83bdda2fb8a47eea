import type { Colours } from './palette.ts'

const IMAGE_WIDTH = 1200
export const SHARE_IMAGE = { file: 'share.png', width: IMAGE_WIDTH, height: 630 } as const

/** Each project page's own preview image. */
export const projectShareImage = (slug: string) => `share/${slug}.png`
/** Each post page's own preview image. */
export const postShareImage = (slug: string) => `share/blog/${slug}.png`

/** A typeface the image is drawn in: the width of a text and its outline, at a size in pixels. */
export type TextFont = {
  width: (text: string, size: number) => number
  /** SVG path data of `text` set on a baseline that starts at (x, y). */
  path: (text: string, size: number, x: number, y: number) => string
}

const PAD = 96
const WIDTH = IMAGE_WIDTH - 2 * PAD

// Greedy word wrap to at most `lines` lines; an overflowing last line ends in an ellipsis.
export function wrapText(text: string, fits: (line: string) => boolean, lines: number): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1)
    if (last !== undefined && fits(`${last} ${word}`)) out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  let cut = kept[lines - 1] ?? ''
  while (cut.length > 1 && !fits(`${cut}…`))
    cut = cut.includes(' ') ? cut.slice(0, cut.lastIndexOf(' ')) : cut.slice(0, -1)
  kept[lines - 1] = `${cut.trimEnd()}…`
  return kept
}

// The largest size up to `max` at which `text` fits the width on one line.
const fittedSize = (font: TextFont, text: string, max: number) =>
  Math.min(max, Math.floor((max * WIDTH) / font.width(text, max)))

// `colors` are the dark theme's (theme/palette.ts): link previews show the site as it first looks.
// `fonts` are the theme's, drawn as outlines: the image looks the same whatever the machine has.
type ShareImageInput = {
  name: string
  tagline: string
  address: string
  colors: Pick<Colours, 'bg' | 'text' | 'muted' | 'accent'>
  fonts: { name: TextFont; text: TextFont }
}

// 1200×630, the size Open Graph and Twitter large cards expect; rendered to PNG at build time.
export function shareImageSvg({ name, tagline, address, colors, fonts }: ShareImageInput): string {
  const nameSize = fittedSize(fonts.name, name, 104)
  const taglineSize = 44
  const taglineLines = wrapText(tagline, (line) => fonts.text.width(line, taglineSize) <= WIDTH, 3)
  const nameY = 250
  const taglineY = nameY + 40 + taglineSize * 1.3
  const taglinePath = taglineLines
    .map((line, i) => fonts.text.path(line, taglineSize, PAD, taglineY + i * taglineSize * 1.3))
    .join('')
  const addressY = SHARE_IMAGE.height - PAD
  const addressPath = fonts.text.path(address, fittedSize(fonts.text, address, 30), PAD, addressY)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">
  <rect width="100%" height="100%" fill="${colors.bg}"/>
  <rect x="24" y="24" width="${SHARE_IMAGE.width - 48}" height="${SHARE_IMAGE.height - 48}" fill="none" stroke="${colors.muted}" stroke-opacity="0.35" stroke-width="2"/>
  <rect x="${PAD}" y="120" width="72" height="8" fill="${colors.accent}"/>
  <path d="${fonts.name.path(name, nameSize, PAD, nameY)}" fill="${colors.text}"/>
  <path d="${taglinePath}" fill="${colors.muted}"/>
  <path transform="translate(${SHARE_IMAGE.width - PAD - 48} ${SHARE_IMAGE.height - PAD - 64}) scale(2.4)" d="M18.5 4 8 18h7l-2 10 11-15h-7z" fill="${colors.accent}"/>
  <path d="${addressPath}" fill="${colors.accent}"/>
</svg>
`
}
