// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Newsletter } from '../../../src/content-model/schema.ts'
import { NewsletterForm } from '../../../src/components/newsletter-form.tsx'
import { uiIn } from '../../fixtures/content/sites.ts'

afterEach(cleanup)

const words = uiIn('en').newsletter
const fieldsOf = (form: HTMLFormElement) =>
  [...form.elements].flatMap((field) =>
    field instanceof HTMLInputElement ? [[field.name, field.type, field.value]] : [],
  )

// Each provider as its own embed code posts: the address, the field it reads, what goes along.
test.each([
  [
    { provider: 'buttondown', username: 'zoe_writes' },
    'https://buttondown.com/api/emails/embed-subscribe/zoe_writes',
    [
      ['email', 'email', ''],
      ['embed', 'hidden', '1'],
    ],
  ],
  [
    { provider: 'kit', formId: '1234567' },
    'https://app.kit.com/forms/1234567/subscriptions',
    [['email_address', 'email', '']],
  ],
  [
    {
      provider: 'mailchimp',
      action: 'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&id=d4e5f6',
    },
    'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&id=d4e5f6',
    [
      ['EMAIL', 'email', ''],
      ['b_a1b2c3_d4e5f6', 'text', ''],
    ],
  ],
] as const)('%o: a labelled email field posts to the provider', (newsletter, action, fields) => {
  render(<NewsletterForm newsletter={newsletter} words={words} />)
  const section = screen.getByRole('region', { name: words.heading })
  const email = screen.getByRole('textbox', { name: words.email })
  expect(email).toBeInstanceOf(HTMLInputElement)
  expect(email).toHaveProperty('required', true)
  expect(email.getAttribute('autocomplete')).toBe('email')
  const form = email.closest('form')
  expect(form?.getAttribute('action')).toBe(action)
  expect(form?.method).toBe('post')
  expect(form?.target).toBe('')
  expect(fieldsOf(form as HTMLFormElement)).toEqual(fields)
  expect(screen.getByRole('button', { name: words.subscribe })).toHaveProperty('type', 'submit')
  expect(section.hasAttribute('data-pagefind-ignore')).toBe(true)
  // The form needs nothing from a script: no handler in the HTML for the policy to refuse.
  expect(section.outerHTML).not.toMatch(/\son[a-z]+=/i)
})

test("Mailchimp's honeypot is out of sight, out of the tab order and hidden from assistive technology", () => {
  const newsletter: Newsletter = {
    provider: 'mailchimp',
    action: 'https://zoe.us21.list-manage.com/subscribe/post?u=a1b2c3&id=d4e5f6',
  }
  const { container } = render(<NewsletterForm newsletter={newsletter} words={words} />)
  const honeypot = container.querySelector('input[name="b_a1b2c3_d4e5f6"]')
  expect(honeypot?.getAttribute('tabindex')).toBe('-1')
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(screen.getAllByRole('textbox')).toHaveLength(1)
})

test("with 'none', there is no form", () => {
  const { container } = render(<NewsletterForm newsletter={{ provider: 'none' }} words={words} />)
  expect(container.innerHTML).toBe('')
})
