import photos from 'virtual:content-pictures/photo?w=480;800;1200&format=avif;webp&effort=2&as=picture'
import { pictureIn } from '../lib/picture.ts'

// The profile photo, resized and converted at build time by vite-imagetools to AVIF with a WebP
// fallback (the last format is the fallback) at three widths, never upscaled. Effort 2 encodes
// AVIF about five times faster than the default for files of about the same size. Only the
// pictures site.ts names are built (build/vite-plugins.ts), and covers have their own list
// (projects.ts), so a page only ships the addresses of pictures it can show.

/** Picture data for an image path as written in site.ts, e.g. 'images/profile.jpg'. */
export const imageFor = (path: string) => pictureIn(photos, path)
