import { createRequire } from 'node:module'

const resolve = createRequire(import.meta.url).resolve

// Inter, under the SIL Open Font License, as the full TTF files of @expo-google-fonts/inter: Latin
// with its extensions, Greek and Cyrillic. The PDF embeds only the glyphs the résumé uses.
export const PDF_FONT = {
  family: 'Inter',
  fonts: [
    { src: resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'), fontWeight: 400 },
    { src: resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'), fontWeight: 600 },
  ],
}
