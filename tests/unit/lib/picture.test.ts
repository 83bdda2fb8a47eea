import { expect, test } from 'vitest'
import { preloadLink, toPictureData } from '../../../src/lib/picture.ts'

const fromImagetools = {
  sources: {
    avif: '/a-480.avif 480w, /a-800.avif 800w',
    webp: '/a-480.webp 480w, /a-800.webp 800w',
    jpeg: '/a-480.jpeg 480w, /a-800.jpeg 800w',
  },
  img: { src: '/a-800.jpeg', w: 800, h: 500 },
}

test('lists modern formats best first and keeps the fallback srcset on the img', () => {
  expect(toPictureData(fromImagetools)).toEqual({
    sources: [
      { type: 'image/avif', srcSet: fromImagetools.sources.avif },
      { type: 'image/webp', srcSet: fromImagetools.sources.webp },
    ],
    src: '/a-800.jpeg',
    srcSet: fromImagetools.sources.jpeg,
    width: 800,
    height: 500,
  })
})

test('with one format, it is the fallback and there are no other sources', () => {
  const picture = toPictureData({
    sources: { webp: '/b.webp 600w' },
    img: { src: '/b.webp', w: 600, h: 750 },
  })
  expect(picture.sources).toEqual([])
  expect(picture.srcSet).toBe('/b.webp 600w')
})

test('falls back to the single largest file when the fallback lists no widths', () => {
  const picture = toPictureData({
    sources: { avif: '', webp: '' },
    img: { src: '/c.webp', w: 900, h: 600 },
  })
  expect(picture.srcSet).toBe('/c.webp 900w')
})

test('preloads the best source with the sizes the picture is shown at', () => {
  const link = preloadLink(toPictureData(fromImagetools), '50vw')
  expect(link).toEqual({
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: fromImagetools.sources.avif,
    imageSizes: '50vw',
    fetchPriority: 'high',
  })
})
