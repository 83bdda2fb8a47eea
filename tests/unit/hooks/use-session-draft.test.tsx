// @vitest-environment jsdom
import { render } from '@testing-library/react'
import { useRef } from 'react'
import { expect, test, vi } from 'vitest'
import { useSessionDraft } from '../../../src/hooks/use-session-draft.ts'

function Form() {
  const form = useRef<HTMLFormElement>(null)
  useSessionDraft('draft', form)
  return (
    <form ref={form}>
      <input name="name" />
      <input name="email" type="email" />
      <textarea name="message" />
    </form>
  )
}

test('the field focus moves into as the form wakes stays empty; the stored draft fills the others', async () => {
  sessionStorage.setItem(
    'draft',
    JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'An earlier text' }),
  )
  const { container } = render(<Form />)
  const [name, email, message] = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )
  // The visitor tabs into the message in the task that woke the form: what they type there must
  // not land after the earlier text.
  message?.focus()
  await vi.waitFor(() => expect(name?.value).toBe('Ada'))
  expect(email?.value).toBe('ada@example.com')
  expect(message?.value).toBe('')
})

test('a draft cleared before the fields are filled (its message sent) fills none of them', async () => {
  sessionStorage.setItem('draft', JSON.stringify({ name: 'Ada', email: '', message: 'Sent' }))
  const { container } = render(<Form />)
  sessionStorage.removeItem('draft')
  await new Promise((done) => setTimeout(done))
  const fields = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )
  expect([...fields].map((field) => field.value)).toEqual(['', '', ''])
})
