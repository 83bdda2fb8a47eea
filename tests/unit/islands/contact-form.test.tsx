// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test } from 'vitest'
import ContactForm from '../../../src/islands/contact-form.tsx'
import { setContactStatus } from '../../../src/islands/contact-status.ts'
import { uiIn } from '../../fixtures/content/sites.ts'

afterEach(cleanup)
// jsdom lays nothing out, and has no scrolling.
Element.prototype.scrollIntoView = () => {}

const text = uiIn('en').contact
const form = <ContactForm action="https://formspree.io/f/test" draftKey="draft" text={text} />

test('a form woken after a send ended elsewhere shows how it ended, and keeps what was typed since', async () => {
  // The message went while the visitor was on another page; back, they type into the page's HTML
  // before its form wakes.
  setContactStatus('sent')
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(form)
  const message = container.querySelector('textarea')
  if (!message) throw new Error('no message field')
  message.focus()
  message.value = 'A second thought'
  render(form, { container, hydrate: true })
  expect((await screen.findByRole('alert')).textContent).toContain(text.sent)
  expect(message.value).toBe('A second thought')
})
