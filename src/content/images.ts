import { toPictureData, type ImagetoolsPicture, type PictureData } from '../lib/picture.ts'

// Every content image, resized and converted at build time by vite-imagetools: AVIF and WebP at
// three widths (never upscaled), plus a JPEG fallback (the last format is the fallback). 'jpeg',
// not 'jpg': images restored from the cache in the server build are named by sharp's 'jpeg', and
// the prerendered HTML must name the same files as the client build. Effort 2 encodes AVIF about
// five times faster than the default for files of about the same size.
const pictures = import.meta.glob<ImagetoolsPicture>('./images/**/*.{jpg,jpeg,png,webp,avif}', {
  query: { w: '480;800;1200', format: 'avif;webp;jpeg', effort: '2', as: 'picture' },
  import: 'default',
  eager: true,
})

/** Picture data for an image path as written in site.ts, e.g. 'images/profile.jpg'. */
export function imageFor(path: string): PictureData {
  const picture = pictures[`./${path}`]
  // validate.ts reports a missing file with its field first; this guards any other path.
  if (!picture) throw new Error(`No image at src/content/${path} (see src/content/site.ts)`)
  return toPictureData(picture)
}
