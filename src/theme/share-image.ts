import type { TextLanguage } from '../lib/fallback.ts'
import type { Colours } from './palette.ts'

type TextDirection = TextLanguage['dir']

const IMAGE_WIDTH = 1200
export const SHARE_IMAGE = { file: 'share.jpg', width: IMAGE_WIDTH, height: 630 } as const

/** Each project page's own preview image. */
export const projectShareImage = (slug: string) => `share/${slug}.jpg`
/** Each post page's own preview image. */
export const postShareImage = (slug: string) => `share/blog/${slug}.jpg`

/**
 * A typeface the image is drawn in: the width of a text and its outline, at a size in pixels, in
 * a paragraph written `dir` (left to right unless said).
 */
export type TextFont = {
  width: (text: string, size: number, dir?: TextDirection) => number
  /** SVG path data of `text` set on a baseline that starts at (x, y), its left end. */
  path: (text: string, size: number, x: number, y: number, dir?: TextDirection) => string
}

/** A name's initials, at most two: its first word's and its last's ('Mika Laine' → 'ML'). */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/u).filter(Boolean)
  const ends = words.length > 1 ? [words[0], words.at(-1)] : words
  return ends.map((word) => [...(word ?? '')][0]?.toLocaleUpperCase() ?? '').join('')
}

/** The outline of a name's initials, centred in a square of 32 units: the icons' mark. */
export function monogram(font: TextFont, name: string) {
  const initials = initialsOf(name)
  const size = Math.min(17, (17 * 22) / Math.max(1, font.width(initials, 17)))
  // Capitals stand about seven tenths of the size tall: their middle is the square's.
  return font.path(initials, size, 16 - font.width(initials, size) / 2, 16 + 0.35 * size)
}

const PAD = 96
const WIDTH = IMAGE_WIDTH - 2 * PAD

/**
 * Where a picture shows on an image that has one (the owner's photo, a project's cover): its far
 * side, the whole height, cut to fill it. The text keeps to the rest.
 */
export function picturePlace(dir: TextDirection = 'ltr') {
  const width = 420
  return {
    left: dir === 'rtl' ? 0 : IMAGE_WIDTH - width,
    top: 0,
    width,
    height: SHARE_IMAGE.height,
  }
}
// The text's width beside a picture: up to a gap as wide as the accent's bar before it.
const BESIDE_PICTURE = WIDTH - picturePlace().width + PAD - 72

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

// The largest size up to `max` at which `text` fits `width` on one line.
const fittedSize = (font: TextFont, text: string, max: number, width: number) =>
  Math.min(max, Math.floor((max * width) / font.width(text, max)))

const NAME_SIZES = { largest: 104, smallest: 48 }
// The name's first baseline is 250 at its largest: ¾ of its size (its capitals) below the top.
const TOP = 250 - 0.75 * NAME_SIZES.largest
// The tagline's last line stays this far above the address.
const LOWEST = SHARE_IMAGE.height - PAD - 72
const NAME_LEADING = 1.1
const TAGLINE_LEADING = 1.3

type Lines = { size: number; lines: string[] }
const linesAt = (font: TextFont, text: string, size: number, most: number, width: number) =>
  wrapText(text, (line) => font.width(line, size) <= width, most)
// The narrowest width at which the text takes no more lines than at the whole width: lines of
// like length, no word left alone on the last one (as CSS's text-wrap: balance).
function balanced(font: TextFont, text: string, size: number, count: number, width: number) {
  const wrapAt = (within: number) =>
    wrapText(text, (line) => font.width(line, size) <= within, count + 1)
  let [narrow, wide] = [0, width]
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
 * The name at the largest size at which it takes at most three lines of `width` and leaves room
 * above the address for the tagline's first two; at the smallest, its first three lines, each set
 * to fit.
 */
function fitName(
  font: TextFont,
  name: string,
  tagline: (size: number) => string[],
  width: number,
): Lines {
  for (let size = NAME_SIZES.largest; size > NAME_SIZES.smallest; size -= 2) {
    const lines = linesAt(font, name, size, Infinity, width)
    const set = { size, lines }
    const below = taglineSize(set)
    const needed = Math.min(2, tagline(below).length)
    if (
      lines.length <= 3 &&
      lines.every((line) => font.width(line, size) <= width) &&
      taglineBaseline(set, below, needed - 1) <= LOWEST
    )
      return { size, lines: balanced(font, name, size, lines.length, width) }
  }
  const lines = linesAt(font, name, NAME_SIZES.smallest, 3, width)
  return {
    size: Math.min(...lines.map((line) => fittedSize(font, line, NAME_SIZES.smallest, width))),
    lines,
  }
}

// `colors` are the dark theme's (theme/palette.ts): link previews show the site as it first looks.
// `fonts` are the theme's, drawn as outlines: the image looks the same whatever the machine has.
// `dir` is the direction of the page's language, which lays the image out from the right or the
// left; `read`, the direction each text is read in (lib/fallback.ts readingDirection).
type ShareImageInput = {
  name: string
  tagline: string
  address: string
  colors: Pick<Colours, 'bg' | 'text' | 'muted' | 'accent'>
  fonts: { name: TextFont; text: TextFont }
  /** The owner's mark, as the icons show it: their initials' outline in a square of 32 (monogram). */
  mark: string
  dir?: TextDirection
  read?: (text: string) => TextDirection
  /** Whether a picture takes its place (picturePlace), drawn on the image after it. */
  pictured?: boolean
}

// 1200×630, the size Open Graph and Twitter large cards expect; rendered to JPEG at build time,
// small enough for every app's preview with a photo in it (WhatsApp's drops one over 300 KB).
export function shareImageSvg({
  name,
  tagline,
  address,
  colors,
  fonts,
  mark,
  dir = 'ltr',
  read = () => dir,
  pictured = false,
}: ShareImageInput): string {
  const { width, height } = SHARE_IMAGE
  const textWidth = pictured ? BESIDE_PICTURE : WIDTH
  // A line of `text` read `textDir`, set from the image's start edge: the left, or the right.
  const line = (font: TextFont, text: string, size: number, y: number, textDir: TextDirection) => {
    const x = dir === 'rtl' ? width - PAD - font.width(text, size, textDir) : PAD
    return font.path(text, size, x, y, textDir)
  }
  const set = fitName(
    fonts.name,
    name,
    (size) => linesAt(fonts.text, tagline, size, 3, textWidth),
    textWidth,
  )
  const namePath = set.lines
    .map((text, i) => line(fonts.name, text, set.size, nameBaseline(set, i), read(name)))
    .join('')
  const below = taglineSize(set)
  const room = Array.from({ length: 3 }, (_, i) => taglineBaseline(set, below, i)).filter(
    (y) => y <= LOWEST,
  )
  const taglinePath = linesAt(fonts.text, tagline, below, Math.max(1, room.length), textWidth)
    .map((text, i) => line(fonts.text, text, below, taglineBaseline(set, below, i), read(tagline)))
    .join('')
  // An address reads left to right in every language. It keeps clear of the owner's mark beside
  // it, in the text's far corner.
  const addressSize = fittedSize(fonts.text, address, 30, textWidth - 64)
  const addressPath = line(fonts.text, address, addressSize, height - PAD, 'ltr')
  // The accent's bar above the name and the mark in the far corner, on the other side right to left.
  const [bar, corner] =
    dir === 'rtl' ? [width - PAD - 72, width - PAD - textWidth - 28.8] : [PAD, PAD + textWidth - 48]
  // The frame keeps to the text's side of a picture.
  const picture = picturePlace(dir)
  const [frameLeft, frameWidth] = !pictured
    ? [24, width - 48]
    : dir === 'rtl'
      ? [picture.width + 24, width - picture.width - 48]
      : [24, picture.left - 48]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="100%" height="100%" fill="${colors.bg}"/>
  <rect x="${frameLeft}" y="24" width="${frameWidth}" height="${height - 48}" fill="none" stroke="${colors.muted}" stroke-opacity="0.35" stroke-width="2"/>
  <rect x="${bar}" y="120" width="72" height="8" fill="${colors.accent}"/>
  <path d="${namePath}" fill="${colors.text}"/>
  <path d="${taglinePath}" fill="${colors.muted}"/>
  <path transform="translate(${corner} ${height - PAD - 64}) scale(2.4)" d="${mark}" fill="${colors.accent}"/>
  <path d="${addressPath}" fill="${colors.accent}"/>
</svg>
`
}
