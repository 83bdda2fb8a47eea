import { expect, test } from 'vitest'
import { existsIn, pathLanguages, twinPath } from '../../../src/site-content/twins.ts'

const only = pathLanguages({
  en: ['/blog', '/blog/hello', '/blog/tags/rust'],
  fi: ['/blog', '/blog/moi'],
})

test('the pages some language lacks are listed with those that have them', () => {
  expect(only).toEqual({ '/blog/hello': ['en'], '/blog/tags/rust': ['en'], '/blog/moi': ['fi'] })
  expect(existsIn(only, '/blog', 'fi')).toBe(true)
  expect(existsIn(only, '/about', 'fi')).toBe(true)
  expect(existsIn(only, '/blog/hello', 'fi')).toBe(false)
})

test("a language link leads to the page's twin, else to the blog, else home", () => {
  expect(twinPath(only, '/about', 'fi')).toBe('/about')
  expect(twinPath(only, '/blog/hello', 'fi')).toBe('/blog')
  expect(twinPath(pathLanguages({ en: ['/blog', '/blog/x'], fi: [] }), '/blog/x', 'fi')).toBe('/')
})
