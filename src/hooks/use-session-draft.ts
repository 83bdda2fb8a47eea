import { useEffect, type RefObject } from 'react'
import { adoptDraft, DRAFT_FIELDS, parseDraft } from './contact-draft.ts'
import type { ContactMessage } from '../lib/send-message.ts'
import { readSession, writeSession } from './session-storage.ts'

type Field = HTMLInputElement | HTMLTextAreaElement
const fieldsOf = (form: HTMLFormElement) =>
  DRAFT_FIELDS.map((name) => [name, form.elements.namedItem(name) as Field] as const)

/** The message as the form's fields hold it. */
export const messageIn = (form: HTMLFormElement) =>
  Object.fromEntries(fieldsOf(form).map(([name, field]) => [name, field.value])) as ContactMessage

// The form's draft, kept in sessionStorage as the visitor types. The fields are the truth: when
// the app takes over, whatever they hold (typed, pasted or autofilled before it loaded) stays and
// becomes the draft, and what this tab stored earlier fills only the fields still empty, but the
// one the visitor is in: what they are about to type there must not land after an old text.
// React may run this effect in the middle of a move of focus (a Tab from Name to Email), when no
// field has focus yet and the one about to get it would take the old text: the fields are filled
// in a task of their own, once the move is over.
export function useSessionDraft(key: string, form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current
    if (!element) return
    const draft = adoptDraft(messageIn(element), parseDraft(readSession(key)))
    writeSession(key, JSON.stringify(draft))
    const fill = setTimeout(() => {
      for (const [name, field] of fieldsOf(element))
        if (!field.value && field !== document.activeElement) field.value = draft[name]
    })
    return () => clearTimeout(fill)
  }, [key, form])

  return {
    save: (from: HTMLFormElement) => writeSession(key, JSON.stringify(messageIn(from))),
    clear: () => writeSession(key, null),
  }
}
