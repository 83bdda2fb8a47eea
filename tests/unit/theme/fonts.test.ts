import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest'
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { characters, openFont } from '../../../src/theme/font-files.ts'
import { SYSTEM_FONTS, themeFonts, type ThemeFonts } from '../../../src/theme/fonts.ts'
import { pdfFonts, undrawnWarning } from '../../../src/theme/static-fonts.ts'
import { unicodeRange, webFonts } from '../../../src/theme/web-fonts.ts'

// A site's text as an owner might write it: every printable ASCII character, Finnish and
// Swedish letters, typographic punctuation, and the arrows and narrow no-break space Intl and
// the pages' links write.
const ASCII = String.fromCodePoint(...Array.from({ length: 95 }, (_, code) => code + 32))
const SITE_TEXT = `${ASCII} Hyvää päivää, Åsa! Öljyä ja jäätelöä. “Quotes” ‘and’ apostrophe’s — dashes – … 12,5\u202f% · © 2026 → Next ← Back`

const url = (file: string) => `/assets/${basename(file)}`
const only = (font: ThemeFonts['body']): ThemeFonts => ({ ...SYSTEM_FONTS, body: font })

let cache = ''
beforeAll(async () => {
  cache = await mkdtemp(join(tmpdir(), 'fonts-'))
})
afterAll(() => rm(cache, { recursive: true, force: true }))

test('a theme names the fonts it wants; the parts it leaves out keep the system font', () => {
  expect(themeFonts({})).toEqual(SYSTEM_FONTS)
  expect(themeFonts({ fonts: { headings: 'Fraunces' } })).toEqual({
    body: 'system',
    headings: 'Fraunces',
    code: 'system',
  })
})

test("'system' everywhere loads nothing: no files, only the system stacks", async () => {
  const fonts = await webFonts(SYSTEM_FONTS, SITE_TEXT, cache, url)
  expect(fonts).toEqual({
    css: `:root {
  --font-body: var(--font-sans);
  --font-headings: var(--font-sans);
  --font-code: var(--font-mono);
}`,
    files: [],
  })
})

test("a chosen font's files carry every character of the text, swapped in as they arrive", async () => {
  const fonts = await webFonts(only('Inter'), SITE_TEXT, cache, url)
  const opened = await Promise.all(
    fonts.files.map(async ({ file }) => openFont(await readFile(file))),
  )
  const missing = [...characters(SITE_TEXT)].filter(
    (code) => !opened.some((font) => font.hasGlyphForCodePoint(code)),
  )
  // Inter's web files have no left or right arrow, nor the narrow no-break space: the fallback
  // draws those.
  expect(String.fromCodePoint(...missing)).toBe('→←\u202f')
  expect(fonts.files.every(({ family }) => family === 'Inter')).toBe(true)
  const latin = fonts.files.find(({ file }) => /inter-latin-wght-normal-\w+\.woff2$/.test(file))
  expect(fonts.css).toContain(`src: url(${url(latin?.file ?? '')}) format('woff2');`)
  expect(fonts.css).toContain('font-weight: 100 900;')
  expect(fonts.css).toContain('font-display: swap;')
  expect(fonts.css).toContain(
    "--font-body: 'Inter', 'Inter fallback', var(--font-sans);\n  --font-headings: var(--font-sans);",
  )
}, 60_000)

test('the same text finds its files already cut: same paths, not written again', async () => {
  const first = await webFonts(only('Inter'), SITE_TEXT, cache, url)
  const written = await Promise.all(first.files.map(({ file }) => stat(file)))
  const second = await webFonts(only('Inter'), SITE_TEXT, cache, url)
  expect(second).toEqual(first)
  const again = await Promise.all(second.files.map(({ file }) => stat(file)))
  expect(again.map((file) => file.mtimeMs)).toEqual(written.map((file) => file.mtimeMs))
}, 60_000)

test('Finnish, Swedish and Polish letters come in the files their scripts need', async () => {
  const fonts = await webFonts(only('Geist'), 'Hyvää yötä, Åsa! Łódź', cache, url)
  const subsets = fonts.files.map(({ file }) => basename(file).replace(/-wght.*/, ''))
  expect(subsets).toEqual(['geist-latin', 'geist-latin-ext'])
  const [latin, latinExt] = await Promise.all(
    fonts.files.map(async ({ file }) => openFont(await readFile(file))),
  )
  for (const char of 'äöåÅÄÖ')
    expect(latin?.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe(true)
  for (const char of 'ŁłźŹ')
    expect(latinExt?.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe(true)
  expect(fonts.css).toContain(`unicode-range: ${unicodeRange([0x141, 0x142, 0x179, 0x17a])};`)
}, 60_000)

test('headings in one font, the body and code in others: each with its faces and fallback', async () => {
  const fonts = await webFonts(
    { body: 'Source Serif 4', headings: 'Space Grotesk', code: 'JetBrains Mono' },
    'Hello',
    cache,
    url,
  )
  expect(new Set(fonts.files.map(({ family }) => family))).toEqual(
    new Set(['Source Serif 4', 'Space Grotesk', 'JetBrains Mono']),
  )
  expect(fonts.css).toContain(
    "--font-body: 'Source Serif 4', 'Source Serif 4 fallback', var(--font-serif);",
  )
  expect(fonts.css).toContain(
    "--font-code: 'JetBrains Mono', 'JetBrains Mono fallback', var(--font-mono);",
  )
  expect(fonts.css).toContain("src: local('Courier New')")
  expect(fonts.css).toContain('font-weight: 300 700;') // Space Grotesk's axis
}, 60_000)

test("Inter's fallback is Arial scaled to Inter's width and line metrics, and Arial Bold for bold", async () => {
  const { css } = await webFonts(only('Inter'), 'a', cache, url)
  const faces = [
    ...css.matchAll(
      /font-family: 'Inter fallback';\n {2}src: local\('([^']+)'\).*\n {2}font-weight: (\d+) (\d+);\n {2}size-adjust: ([\d.]+)%;\n {2}ascent-override: ([\d.]+)%;\n {2}descent-override: ([\d.]+)%;\n {2}line-gap-override: ([\d.]+)%;/g,
    ),
  ].map(([, local, from, to, ...percents]) => {
    const [size, ascent, descent, lineGap] = percents.map((value) => Number(value) / 100)
    return { face: `${local} ${from}–${to}`, size, ascent, descent, lineGap }
  })
  // A face for each weight the pages use, without a gap; from 600, the system's bold.
  expect(faces.map(({ face }) => face)).toEqual([
    'Arial 1–450',
    'Arial 451–550',
    'Arial Bold 551–650',
    'Arial Bold 651–750',
    'Arial Bold 751–1000',
  ])
  // Inter sets text about 7 % wider than Arial, and wider still as it grows bolder.
  expect(faces[0]?.size).toBeGreaterThan(1.06)
  expect(faces[0]?.size).toBeLessThan(1.08)
  expect(faces[1]?.size).toBeGreaterThan(faces[0]?.size ?? Infinity)
  // Scaled, every face has Inter's lines: 1984 units above the baseline and 494 below, of 2048.
  for (const { size = 0, ascent = 0, descent = 0, lineGap } of faces) {
    expect(ascent * size).toBeCloseTo(1984 / 2048, 5)
    expect(descent * size).toBeCloseTo(494 / 2048, 5)
    expect(lineGap).toBe(0)
  }
}, 60_000)

test('unicode ranges are written as CSS writes them, runs joined', () => {
  expect(unicodeRange([0x41, 0x42, 0x43, 0xe4])).toBe('U+0041-0043, U+00E4')
})

test('the PDF gets whole fonts at fixed weights, Inter filling what a font lacks', async () => {
  const fonts = await pdfFonts(
    { body: 'Fraunces', headings: 'Inter', code: 'system' },
    'Mika Laine — Łódź — Привет',
    cache,
  )
  // Fraunces has neither Cyrillic nor the up and down arrows: Inter draws those. Every script a
  // font has is in one file, so no word is split between two (Łódź reads back as one word).
  expect(fonts.body).toEqual([
    expect.stringMatching(/^fraunces-static-wght-normal-\w+$/),
    expect.stringMatching(/^inter-static-wght-normal-\w+$/),
  ])
  expect(fonts.headings).toEqual([expect.stringMatching(/^inter-static-/)])
  // Inter's file for Fraunces carries only what Fraunces lacks: another file, another family.
  expect(fonts.headings[0]).not.toBe(fonts.body[1])
  expect(fonts.families.map(({ family }) => family)).toEqual([
    ...new Set([...fonts.body, ...fonts.headings]),
  ])
  for (const { fonts: files } of fonts.families) {
    expect(files.map(({ fontWeight }) => fontWeight)).toEqual([400, 600])
    for (const { src, fontWeight } of files) {
      const data = await readFile(src)
      expect(data.subarray(0, 4)).toEqual(Buffer.from([0, 1, 0, 0])) // TrueType
      const font = openFont(data)
      expect(Object.keys(font.variationAxes)).toEqual([])
      expect(font['OS/2'].usWeightClass).toBe(fontWeight)
    }
  }
  const [fraunces] = fonts.families
  const font = openFont(await readFile(fraunces?.fonts[0]?.src ?? ''))
  expect(font.familyName).toBe('Fraunces')
  for (const char of '—Łóź') expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe(true)
  // The PDF writer tells fonts apart by their PostScript names: each file has its own.
  const files = new Set(fonts.families.flatMap(({ fonts: files }) => files.map(({ src }) => src)))
  const names = await Promise.all(
    [...files].map(async (file) => openFont(await readFile(file)).postscriptName),
  )
  expect(new Set(names).size).toBe(files.size)
}, 60_000)

test('what Inter lacks, another font installed draws; what no font has is told', async () => {
  const text = 'Mika Laine ┌─┐ 王小明'
  const fonts = await pdfFonts(SYSTEM_FONTS, text, cache)
  // Geist Mono, the first font installed that has the box's lines, draws them and nothing else.
  expect(fonts.body).toEqual([
    expect.stringMatching(/^inter-static-/),
    expect.stringMatching(/^geist-mono-static-/),
  ])
  const [, boxes] = fonts.families
  const font = openFont(await readFile(boxes?.fonts[0]?.src ?? ''))
  expect(font.familyName).toBe('Geist Mono')
  for (const char of '┌─┐M王')
    expect(font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)).toBe('┌─┐'.includes(char))
  expect(fonts.undrawn).toBe('王小明')
  expect(undrawnWarning(fonts.undrawn, text)).toBe(
    'warning: the résumé PDF and the link previews cannot draw 王小明: `npm install --save-dev @expo-google-fonts/noto-sans-sc` installs a font that has them, which the next build uses.',
  )
}, 60_000)

test('the font to install is the one for the script: Japanese for kana, Arabic and Hebrew for theirs, Noto Emoji for an emoji', () => {
  expect(undrawnWarning('やま田', 'Hello やまだ 山田')).toMatch(
    /cannot draw やまだ 山田: .*noto-sans-jp/,
  )
  // The scripts of the languages written right to left that the README names.
  expect(undrawnWarning('خبرة', 'الخبرة 2024')).toMatch(/cannot draw الخبرة: .*noto-sans-arabic/)
  expect(undrawnWarning('נסיון', 'ניסיון 2024')).toMatch(/cannot draw ניסיון: .*noto-sans-hebrew/)
  // Drawn in one colour, as the text around it is.
  expect(undrawnWarning('🚀', 'Ships 🚀 weekly')).toBe(
    'warning: the résumé PDF and the link previews cannot draw 🚀: `npm install --save-dev @expo-google-fonts/noto-emoji` installs a font that has them, which the next build uses.',
  )
  expect(undrawnWarning('\u0f00', 'Om \u0f00')).toMatch(/: no font installed has them\.$/)
})

test("with 'system' the résumé is set in Inter, body and headings sharing its files", async () => {
  const fresh = await mkdtemp(join(tmpdir(), 'fonts-'))
  onTestFinished(() => rm(fresh, { recursive: true, force: true }))
  const fonts = await pdfFonts(SYSTEM_FONTS, 'Mika Laine', fresh)
  expect(fonts.body).toEqual([expect.stringMatching(/^inter-static-wght-normal-\w+$/)])
  expect(fonts.headings).toEqual(fonts.body)
  expect(fonts.families).toHaveLength(1)
  // The renderer keeps what one language registers for the next: other text, another family.
  const finnish = await pdfFonts(SYSTEM_FONTS, 'Mika Lainen ansioluettelo, Hämeenlinna', fresh)
  expect(finnish.body).not.toEqual(fonts.body)
}, 60_000)
