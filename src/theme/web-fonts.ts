import type { FontChoice, FontName } from './font-names.ts'
import { chosenFonts, type ThemeFonts } from './fonts.ts'
import { characters, fontSubsets, subsetFile, weightRange } from './font-files.ts'
import { fallbackFaces, systemStack } from './fallback-faces.ts'

export type WebFonts = {
  /** The @font-face rules and the --font-body, --font-headings and --font-code properties. */
  css: string
  /** The woff2 files the CSS names, to publish: absolute paths in the cache. */
  files: { file: string; family: FontName }[]
}

/**
 * The chosen fonts as woff2 files subset to the characters of `text` (the site's words in all its
 * languages), with the CSS that loads them. `url` gives a file's address in the published site.
 */
export async function webFonts(
  fonts: ThemeFonts,
  text: string,
  cacheDir: string,
  url: (file: string) => string,
): Promise<WebFonts> {
  const chars = characters(text)
  const families = await Promise.all(
    chosenFonts(fonts).map(async (font) => {
      const written = await Promise.all(
        (await fontSubsets(font, chars)).map(async (subset) => ({
          subset,
          file: await subsetFile(subset, { format: 'woff2' }, cacheDir),
        })),
      )
      const { min, max } = weightRange(font)
      const faces = written.map(({ subset, file }) =>
        fontFace(font, url(file), `${min} ${max}`, subset.chars),
      )
      return { font, written, css: [...faces, await fallbackFaces(font)].join('\n') }
    }),
  )
  return {
    css: [...families.map((family) => family.css), rootProperties(fonts)].join('\n'),
    files: families.flatMap(({ font, written }) =>
      written.map(({ file }) => ({ file, family: font })),
    ),
  }
}

const fontFace = (font: FontName, url: string, weight: string, chars: number[]) => `@font-face {
  font-family: '${font}';
  src: url(${url}) format('woff2');
  font-weight: ${weight};
  font-style: normal;
  font-display: swap;
  unicode-range: ${unicodeRange(chars)};
}`

/** Sorted code points as CSS writes them: [65, 66, 67, 228] → 'U+0041-0043, U+00E4'. */
export function unicodeRange(chars: number[]): string {
  const ranges: [number, number][] = []
  for (const code of chars) {
    const last = ranges.at(-1)
    if (last && code === last[1] + 1) last[1] = code
    else ranges.push([code, code])
  }
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ')
}

const stack = (choice: FontChoice, system: string) =>
  choice === 'system' ? system : `'${choice}', '${choice} fallback', ${systemStack(choice)}`

function rootProperties({ body, headings, code }: ThemeFonts): string {
  return `:root {
  --font-body: ${stack(body, 'var(--font-sans)')};
  --font-headings: ${stack(headings, 'var(--font-sans)')};
  --font-code: ${stack(code, 'var(--font-mono)')};
}`
}
