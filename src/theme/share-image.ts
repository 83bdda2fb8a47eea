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

const NAME_SIZES = { largest: 104, smallest: 48 }
// The name's first baseline is 250 at its largest: ¾ of its size (its capitals) below the top.
const TOP = 250 - 0.75 * NAME_SIZES.largest
// The tagline's last line stays this far above the address.
const LOWEST = SHARE_IMAGE.height - PAD - 72
const NAME_LEADING = 1.1
const TAGLINE_LEADING = 1.3

type Lines = { size: number; lines: string[] }
const linesAt = (font: TextFont, text: string, size: number, most: number) =>
  wrapText(text, (line) => font.width(line, size) <= WIDTH, most)
// The narrowest width at which the text takes no more lines than at the whole width: lines of
// like length, no word left alone on the last one (as CSS's text-wrap: balance).
function balanced(font: TextFont, text: string, size: number, count: number) {
  const wrapAt = (width: number) =>
    wrapText(text, (line) => font.width(line, size) <= width, count + 1)
  let [narrow, wide] = [0, WIDTH]
  while (wide - narrow > 1) {
    const middle = (narrow + wide) / 2
    if (wrapAt(middle).length <= count) wide = middle
    else narrow = middle
  }
  return wrapAt(wide)
}
const nameBaseline = ({ size }: Lines, line: number) =>
  TOP + 0.75 * size + line * NAME_LEADING * size
const taglineBaseline = (name: Lines, size: number, line: number) =>
  nameBaseline(name, name.lines.length - 1) + 40 + (1 + line) * TAGLINE_LEADING * size
// The tagline is set smaller than the name: 44 beside a large name, less beside a small one.
const taglineSize = (name: Lines) => Math.min(44, Math.round(0.6 * name.size))

/**
 * The name at the largest size at which it takes at most three lines and leaves room above the
 * address for the tagline's first two; at the smallest, its first three lines, each set to fit.
 */
function fitName(font: TextFont, name: string, tagline: (size: number) => string[]): Lines {
  for (let size = NAME_SIZES.largest; size > NAME_SIZES.smallest; size -= 2) {
    const lines = linesAt(font, name, size, Infinity)
    const set = { size, lines }
    const below = taglineSize(set)
    const needed = Math.min(2, tagline(below).length)
    if (
      lines.length <= 3 &&
      lines.every((line) => font.width(line, size) <= WIDTH) &&
      taglineBaseline(set, below, needed - 1) <= LOWEST
    )
      return { size, lines: balanced(font, name, size, lines.length) }
  }
  const lines = linesAt(font, name, NAME_SIZES.smallest, 3)
  return {
    size: Math.min(...lines.map((line) => fittedSize(font, line, NAME_SIZES.smallest))),
    lines,
  }
}

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
  const set = fitName(fonts.name, name, (size) => linesAt(fonts.text, tagline, size, 3))
  const namePath = set.lines
    .map((line, i) => fonts.name.path(line, set.size, PAD, nameBaseline(set, i)))
    .join('')
  const below = taglineSize(set)
  const room = Array.from({ length: 3 }, (_, i) => taglineBaseline(set, below, i)).filter(
    (y) => y <= LOWEST,
  )
  const taglinePath = linesAt(fonts.text, tagline, below, Math.max(1, room.length))
    .map((line, i) => fonts.text.path(line, below, PAD, taglineBaseline(set, below, i)))
    .join('')
  const addressY = SHARE_IMAGE.height - PAD
  const addressPath = fonts.text.path(address, fittedSize(fonts.text, address, 30), PAD, addressY)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE.width}" height="${SHARE_IMAGE.height}" viewBox="0 0 ${SHARE_IMAGE.width} ${SHARE_IMAGE.height}">
  <rect width="100%" height="100%" fill="${colors.bg}"/>
  <rect x="24" y="24" width="${SHARE_IMAGE.width - 48}" height="${SHARE_IMAGE.height - 48}" fill="none" stroke="${colors.muted}" stroke-opacity="0.35" stroke-width="2"/>
  <rect x="${PAD}" y="120" width="72" height="8" fill="${colors.accent}"/>
  <path d="${namePath}" fill="${colors.text}"/>
  <path d="${taglinePath}" fill="${colors.muted}"/>
  <path transform="translate(${SHARE_IMAGE.width - PAD - 48} ${SHARE_IMAGE.height - PAD - 64}) scale(2.4)" d="M18.5 4 8 18h7l-2 10 11-15h-7z" fill="${colors.accent}"/>
  <path d="${addressPath}" fill="${colors.accent}"/>
</svg>
`
}
