import { expect, test } from 'vitest'
import { giscusLanguage } from '../../../src/document/comments.ts'

test("comments speak the page's language where Giscus has it, and English where not", () => {
  expect(giscusLanguage('en')).toBe('en')
  expect(giscusLanguage('ar')).toBe('ar')
  expect(giscusLanguage('fi')).toBe('en')
  expect(giscusLanguage('de-AT')).toBe('de')
  expect(giscusLanguage('zh-TW')).toBe('zh-TW')
  // Giscus's own codes for Greek and Khmer.
  expect(giscusLanguage('el')).toBe('gr')
  expect(giscusLanguage('km')).toBe('kh')
})
