import type { ContactMessage } from '../lib/send-message.ts'

type DraftField = keyof ContactMessage

export const DRAFT_FIELDS: readonly DraftField[] = ['name', 'email', 'message']

/** A draft whose every field holds `value(field)`. */
export const draftOf = (value: (field: DraftField) => string) =>
  Object.fromEntries(DRAFT_FIELDS.map((field) => [field, value(field)])) as ContactMessage

export const EMPTY_DRAFT = draftOf(() => '')

// Stored drafts come from an earlier visit (or another version of the site): trust nothing.
export function parseDraft(raw: string | null): ContactMessage {
  if (raw === null) return EMPTY_DRAFT
  try {
    const stored: unknown = JSON.parse(raw)
    if (typeof stored !== 'object' || stored === null) return EMPTY_DRAFT
    return draftOf((field) => {
      const value: unknown = Reflect.get(stored, field)
      return typeof value === 'string' ? value : ''
    })
  } catch {
    return EMPTY_DRAFT
  }
}

/** The draft to keep when the app takes over: what the fields hold wins; storage fills the rest. */
export const adoptDraft = (fields: ContactMessage, stored: ContactMessage): ContactMessage =>
  draftOf((field) => fields[field] || stored[field])
