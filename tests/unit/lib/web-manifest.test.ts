import { expect, test } from 'vitest'
import { webManifest } from '../../../src/lib/web-manifest.ts'

test('the manifest starts at the base path and lists icons under it', () => {
  const manifest = JSON.parse(
    webManifest({
      name: 'Ada Lovelace',
      shortName: 'Ada',
      description: 'Engines.',
      base: '/site/',
    }),
  )
  expect(manifest).toMatchObject({
    name: 'Ada Lovelace',
    short_name: 'Ada',
    start_url: '/site/',
    scope: '/site/',
  })
  expect(manifest.icons).toEqual([
    { src: '/site/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/site/icon-512.png', sizes: '512x512', type: 'image/png' },
  ])
})
