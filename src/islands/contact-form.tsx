import { useEffect, useRef, type FormEvent } from 'react'
import type { Ui } from '../content-model/schema.ts'
import { Alert } from '../components/alert.tsx'
import { messageIn, useSessionDraft } from '../hooks/use-session-draft.ts'
import { sendMessage } from '../lib/send-message.ts'
import fields from '../components/form-fields.module.css'
import styles from './contact-form.module.css'
import { tell } from '../lib/events.ts'
import { setContactStatus, startSending, useContactStatus } from './contact-status.ts'

// The message has no autocomplete token: `off` would also keep the browser from giving its text
// back on Back, after a form posted without JavaScript met an error page.
const FIELDS = [
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'message', type: 'textarea', autoComplete: undefined },
] as const

type ContactFormProps = { action: string; draftKey: string; text: Ui['contact'] }

// A plain HTML form that posts to `action` without JavaScript; with it, the message is sent in the
// background and whatever was typed stays in place until the provider confirms it. The fields are
// left to the browser (uncontrolled), so the app never replaces what a visitor typed.
export default function ContactForm({ action, draftKey, text }: ContactFormProps) {
  const form = useRef<HTMLFormElement>(null)
  const { save, clear } = useSessionDraft(draftKey, form)
  const status = useContactStatus()
  const shown = useRef(status)
  const alert = useRef<HTMLDivElement>(null)
  const submit = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    alert.current?.scrollIntoView({ block: 'nearest' })
    // The form that showed the message on its way empties once it has gone, which also forgets
    // the fields were touched, so the empty form is not marked invalid. One that wakes to find it
    // gone keeps whatever the visitor has typed into it since.
    if (status === 'sent' && shown.current === 'sending') form.current?.reset()
    shown.current = status
  }, [status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // A field of spaces alone is an empty one: the browser says so, as for a field left empty.
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[required], textarea[required]',
    ))
      if (!field.value.trim()) field.value = ''
    if (!form.reportValidity()) return
    // A click on the busy button, or a submit fired before React re-renders, sends nothing.
    if (!startSending()) return
    const honeypot = new FormData(form).get('_gotcha')
    const outcome = await sendMessage({
      url: action,
      message: messageIn(form),
      honeypot: typeof honeypot === 'string' ? honeypot : '',
    })
    if (outcome.ok) {
      clear()
      setContactStatus('sent')
      tell('contact-sent')
    } else {
      console.error('The contact message was not sent:', outcome.error)
      setContactStatus('failed')
    }
  }

  const dismiss = () => {
    setContactStatus('idle')
    submit.current?.focus()
  }

  const sending = status === 'sending'
  return (
    <form
      ref={form}
      className={styles.form}
      action={action}
      method="POST"
      onSubmit={onSubmit}
      onInput={(event) => save(event.currentTarget)}
      aria-label={text.form}
      aria-busy={sending}
    >
      {status === 'sent' && (
        <Alert ref={alert} variant="success" onDismiss={dismiss} dismissLabel={text.dismiss}>
          {text.sent}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert ref={alert} variant="danger" onDismiss={dismiss} dismissLabel={text.dismiss}>
          {text.failed}
        </Alert>
      )}
      {FIELDS.map(({ name, type, autoComplete }) => {
        const common = {
          id: `contact-${name}`,
          name,
          required: true,
          autoComplete,
          readOnly: sending,
          className: `${fields.control} ${styles.control}`,
        }
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={common.id} className={fields.label}>
              {text[name]}
            </label>
            {type === 'textarea' ? (
              <textarea {...common} rows={5} />
            ) : (
              <input {...common} type={type} />
            )}
          </div>
        )
      })}
      {/* Honeypot: display:none keeps it from people and assistive technology, not from bots. */}
      <input
        className={styles.honeypot}
        type="text"
        name="_gotcha"
        tabIndex={-1}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <button
          ref={submit}
          type="submit"
          className={`${fields.submit} ${styles.submit}`}
          // Not `disabled`: a disabled button drops the focus to the page, and the visitor who
          // pressed it would start over from the top.
          aria-disabled={sending}
        >
          {sending ? text.sending : text.send}
        </button>
        {sending && (
          <div
            className={`${styles.progress} progress-line`}
            role="progressbar"
            aria-label={text.sending}
          />
        )}
      </div>
    </form>
  )
}
