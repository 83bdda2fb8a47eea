import type { Colours } from '../theme/palette.ts'
import { escapeXml } from './xml.ts'

const IMAGE_WIDTH = 1200
export const SHARE_IMAGE = { file: 'share.png', width: IMAGE_WIDTH, height: 630 } as const

/** Each project page's own preview image. */
export const projectShareImage = (slug: string) => `share/${slug}.png`
/** Each post page's own preview image. */
export const postShareImage = (slug: string) => `share/blog/${slug}.png`

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"
const PAD = 96
const WIDTH = IMAGE_WIDTH - 2 * PAD
// Average glyph width of a sans-serif face as a share of its size, to fit text without measuring.
const GLYPH = 0.56
const BOLD = 1.08 // bold glyphs run wider

// Greedy word wrap to at most `lines` lines; an overflowing last line ends in an ellipsis.
export function wrapText(text: string, perLine: number, lines: number): string[] {
  const out: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1)
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      out[out.length - 1] = `${last} ${word}`
    else out.push(word)
  }
  if (out.length <= lines) return out
  const kept = out.slice(0, lines)
  const last = kept[lines - 1] ?? ''
  const cut = last.length < perLine ? last : last.slice(0, last.lastIndexOf(' ') + 1 || perLine - 1)
  kept[lines - 1] = `${cut.trimEnd()}…`
  return kept
}

// `colors` are the dark theme's (theme/palette.ts): link previews show the site as it first looks.
type ShareImageInput = {
  name: string
  tagline: string
  address: string
  colors: Pick<Colours, 'bg' | 'text' | 'muted' | 'accent'>
}

// 1200×630, the size Open Graph and Twitter large cards expect; rendered to PNG at build time.
export function shareImageSvg({ name, tagline, address, colors }: ShareImageInput): string {
  const nameSize = Math.min(104, Math.floor(WIDTH / (GLYPH * BOLD * name.length)))
  const taglineSize = 44
  const taglineLines = wrapText(tagline, Math.floor(WIDTH / (GLYPH * taglineSize)), 3)
  const nameY = 250
  const taglineY = nameY + 40 + taglineSize * 1.3
  const tspans = taglineLines
    .map(
      (line, i) =>
        `<tspan x="${PAD}" dy="${i === 0 ? 0 : taglineSize * 1.3}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">
  <rect width="100%" height="100%" fill="${colors.bg}"/>
  <rect x="24" y="24" width="${SHARE_IMAGE.width - 48}" height="${SHARE_IMAGE.height - 48}" fill="none" stroke="${colors.muted}" stroke-opacity="0.35" stroke-width="2"/>
  <rect x="${PAD}" y="120" width="72" height="8" fill="${colors.accent}"/>
  <text x="${PAD}" y="${nameY}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${colors.text}">${escapeXml(name)}</text>
  <text x="${PAD}" y="${taglineY}" font-family="${FONT}" font-size="${taglineSize}" fill="${colors.muted}">${tspans}</text>
  <path transform="translate(${SHARE_IMAGE.width - PAD - 48} ${SHARE_IMAGE.height - PAD - 64}) scale(2.4)" d="M18.5 4 8 18h7l-2 10 11-15h-7z" fill="${colors.accent}"/>
  <text x="${PAD}" y="${SHARE_IMAGE.height - PAD}" font-family="${FONT}" font-size="30" fill="${colors.accent}">${escapeXml(address)}</text>
</svg>
`
}
