import { useEffect, type RefObject } from 'react'
import { adoptDraft, DRAFT_FIELDS, draftOf, parseDraft } from './contact-draft.ts'
import { readSession, writeSession } from './session-storage.ts'

type Field = HTMLInputElement | HTMLTextAreaElement
const fieldOf = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as Field

/** The message as the form's fields hold it. */
export const messageIn = (form: HTMLFormElement) => draftOf((name) => fieldOf(form, name).value)

// The form's draft, kept in sessionStorage as the visitor types. The fields are the truth: when
// the app takes over, whatever they hold (typed, pasted or autofilled before it loaded) stays and
// becomes the draft, and what this tab stored earlier fills only the fields still empty, but the
// one the visitor is in: what they are about to type there must not land after an old text.
// React may run this effect in the middle of a move of focus (a Tab from Name to Email), when no
// field has focus yet and the one about to get it would take the old text: the fields are filled
// in a task of their own, once the move is over, from the draft as it stands then (a send that
// ended meanwhile has cleared it).
export function useSessionDraft(key: string, form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current
    if (!element) return
    const draft = adoptDraft(messageIn(element), parseDraft(readSession(key)))
    writeSession(key, JSON.stringify(draft))
    const fill = setTimeout(() => {
      const kept = parseDraft(readSession(key))
      for (const name of DRAFT_FIELDS) {
        const field = fieldOf(element, name)
        if (!field.value && field !== document.activeElement) field.value = kept[name]
      }
    })
    return () => clearTimeout(fill)
  }, [key, form])

  return {
    save: (from: HTMLFormElement) => writeSession(key, JSON.stringify(messageIn(from))),
    clear: () => writeSession(key, null),
  }
}
