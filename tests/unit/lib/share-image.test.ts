import { expect, test } from 'vitest'
import { shareImageSvg, wrapText } from '../../../src/lib/share-image.ts'

const colors = { bg: '#000', text: '#fff', muted: '#999', accent: '#fc0', line: '#333' }

test('text wraps at word boundaries within the line length', () => {
  expect(wrapText('one two three four', 9, 3)).toEqual(['one two', 'three', 'four'])
})

test('text beyond the last line is cut with an ellipsis', () => {
  expect(wrapText('aaa bbb ccc ddd eee', 7, 2)).toEqual(['aaa bbb', 'ccc…'])
  expect(wrapText('aaa bbb cc dd', 7, 1)).toEqual(['aaa…'])
})

test('the image is 1200×630 and carries name, tagline and address as escaped text', () => {
  const svg = shareImageSvg({
    name: 'Ada <Lovelace>',
    tagline: 'Engines & "analysis"',
    address: 'me.example/',
    colors,
  })
  expect(svg).toContain('width="1200" height="630"')
  expect(svg).toContain('Ada &lt;Lovelace&gt;')
  expect(svg).toContain('Engines &amp; &quot;analysis&quot;')
  expect(svg).toContain('me.example/')
  expect(svg).not.toContain('<Lovelace>')
})

test('a long name gets a smaller font so it fits the width', () => {
  const size = (name: string) =>
    Number(
      shareImageSvg({ name, tagline: 't', address: 'a', colors }).match(
        /font-size="(\d+)" font-weight="700"/,
      )?.[1],
    )
  expect(size('Maximiliana Wolfeschlegelsteinhausen')).toBeLessThan(size('Mika Laine'))
})

test('the image is drawn in the colours it is given', () => {
  const svg = shareImageSvg({ name: 'Me', tagline: 't', address: 'a', colors })
  expect(svg).toContain('<rect width="100%" height="100%" fill="#000"/>')
  expect(svg).toContain('fill="#fc0"')
})
