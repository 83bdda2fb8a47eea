import { expect, test } from 'vitest'
import { shareImageSvg, wrapText } from '../../../src/lib/share-image.ts'

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
      shareImageSvg({ name, tagline: 't', address: 'a' }).match(
        /font-size="(\d+)" font-weight="700"/,
      )?.[1],
    )
  expect(size('Maximiliana Wolfeschlegelsteinhausen')).toBeLessThan(size('Mika Laine'))
})
