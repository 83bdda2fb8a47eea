// What vite-imagetools returns for `as=picture`: one srcset per format, the last format being the
// fallback, whose largest file is `img`.
export type ImagetoolsPicture = {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}

/**
 * A picture file the build makes its copies from (vite-imagetools, through sharp), with or without
 * a query, whatever the case of its extension: a camera's `.JPG` too. A JPEG, PNG, WebP or AVIF,
 * as the content's checks read its bytes (site-content/validate.ts): not a GIF, nor a phone's HEIC.
 */
export const PICTURE_FILE = /\.(avif|jpe?g|png|webp)(\?.*)?$/i

export type PictureSource = { type: string; srcSet: string }

/** Everything a <picture> (and a preload of it) needs: modern sources best first, a fallback. */
export type PictureData = {
  sources: readonly PictureSource[]
  src: string
  srcSet: string
  width: number
  height: number
}

// imagetools lists the formats in the order asked for: the best first, the fallback last.
export function toPictureData({ sources, img }: ImagetoolsPicture): PictureData {
  const formats = Object.keys(sources)
  const fallback = formats.at(-1)
  return {
    sources: formats.slice(0, -1).map((format) => ({
      type: `image/${format}`,
      srcSet: sources[format] ?? '',
    })),
    src: img.src,
    srcSet: (fallback && sources[fallback]) || `${img.src} ${img.w}w`,
    width: img.w,
    height: img.h,
  }
}

/** Picture data for a picture of the content, by its key ('images/profile.jpg', a project's slug). */
export function pictureIn(list: Record<string, ImagetoolsPicture>, key: string): PictureData {
  const picture = list[key]
  // validate.ts reports a missing file with its field first; this guards any other path.
  if (!picture) throw new Error(`No picture for ${key} (see src/content/site.ts)`)
  return toPictureData(picture)
}

/** A page's priority image, preloaded from <head>: the picture its first paint waits for. */
export type Preload = { image: PictureData; sizes: string }

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
