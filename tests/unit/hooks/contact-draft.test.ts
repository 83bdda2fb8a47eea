import { expect, test } from 'vitest'
import { adoptDraft, EMPTY_DRAFT, parseDraft } from '../../../src/hooks/contact-draft.ts'

test('reads back a stored draft', () => {
  const draft = { name: 'Ada', email: 'ada@example.com', message: 'Line one\nLine two' }
  expect(parseDraft(JSON.stringify(draft))).toEqual(draft)
})

test('nothing stored is an empty draft', () => {
  expect(parseDraft(null)).toEqual(EMPTY_DRAFT)
})

test('keeps the text fields it can use and blanks the rest', () => {
  expect(parseDraft('{"name":"Ada","email":42,"extra":"x"}')).toEqual({
    name: 'Ada',
    email: '',
    message: '',
  })
})

test.each(['not json', '"text"', 'null', '[1,2]', '42'])('ignores a malformed draft: %s', (raw) => {
  expect(parseDraft(raw)).toEqual(EMPTY_DRAFT)
})

test('what the fields hold when the app takes over wins; the stored draft fills only empty ones', () => {
  const stored = { name: 'Stored', email: 'stored@example.com', message: 'Stored text' }
  expect(adoptDraft({ name: 'Typed', email: '', message: '' }, stored)).toEqual({
    name: 'Typed',
    email: 'stored@example.com',
    message: 'Stored text',
  })
  expect(adoptDraft({ name: 'A', email: 'a@example.com', message: 'Hi' }, stored)).toEqual({
    name: 'A',
    email: 'a@example.com',
    message: 'Hi',
  })
  expect(adoptDraft(EMPTY_DRAFT, EMPTY_DRAFT)).toEqual(EMPTY_DRAFT)
})
