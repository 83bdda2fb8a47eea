// What vite-imagetools returns for `as=picture`: one srcset per format, the last format being the
// fallback, whose largest file is `img`.
export type ImagetoolsPicture = {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

export type PictureSource = { type: string; srcSet: string }

/** Everything a <picture> (and a preload of it) needs: modern sources best first, a fallback. */
export type PictureData = {
  sources: readonly PictureSource[]
  src: string
  srcSet: string
  width: number
  height: number
}

const MODERN = ['avif', 'webp']

export function toPictureData({ sources, img }: ImagetoolsPicture): PictureData {
  const formats = Object.keys(sources)
  const fallback = formats.find((format) => !MODERN.includes(format))
  return {
    sources: MODERN.filter((format) => sources[format]).map((format) => ({
      type: `image/${format}`,
      srcSet: sources[format] ?? '',
    })),
    src: img.src,
    srcSet: (fallback && sources[fallback]) || `${img.src} ${img.w}w`,
    width: img.w,
    height: img.h,
  }
}

/**
 * Attributes for `<link rel="preload" as="image">` of a priority picture. It preloads the best
 * source; `type` makes browsers that cannot decode it skip the preload, as the <picture> would.
 */
export function preloadLink(image: PictureData, sizes: string) {
  const best = image.sources[0]
  return {
    rel: 'preload',
    as: 'image',
    type: best?.type,
    imageSrcSet: best?.srcSet ?? image.srcSet,
    imageSizes: sizes,
    fetchPriority: 'high',
  } as const
}
