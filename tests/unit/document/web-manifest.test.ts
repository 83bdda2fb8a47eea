import { expect, test } from 'vitest'
import { webManifest } from '../../../src/document/web-manifest.ts'

test("the manifest starts at its language's base path, in its language, with the shared icons", () => {
  const manifest = JSON.parse(
    webManifest({
      name: 'Ada Lovelace',
      shortName: 'Ada',
      description: 'Engines.',
      lang: 'fi',
      base: '/site/fi/',
      icon: (file) => `/site/${file}`,
      background: '#0f1012',
      accent: '#f2c14e',
    }),
  )
  expect(manifest).toMatchObject({
    name: 'Ada Lovelace',
    short_name: 'Ada',
    lang: 'fi',
    start_url: '/site/fi/',
    scope: '/site/fi/',
    background_color: '#0f1012',
    theme_color: '#f2c14e',
  })
  expect(manifest.icons).toEqual([
    { src: '/site/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/site/icon-512.png', sizes: '512x512', type: 'image/png' },
  ])
})
