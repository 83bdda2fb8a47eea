import type { ContactMessage } from '../lib/send-message.ts'

export const EMPTY_DRAFT: ContactMessage = { name: '', email: '', message: '' }

export const DRAFT_FIELDS = Object.keys(EMPTY_DRAFT) as (keyof ContactMessage)[]

const text = (value: unknown) => (typeof value === 'string' ? value : '')

// Stored drafts come from an earlier visit (or another version of the site): trust nothing.
export function parseDraft(raw: string | null): ContactMessage {
  if (raw === null) return EMPTY_DRAFT
  try {
    const stored: unknown = JSON.parse(raw)
    if (typeof stored !== 'object' || stored === null) return EMPTY_DRAFT
    const { name, email, message } = stored as Record<string, unknown>
    return { name: text(name), email: text(email), message: text(message) }
  } catch {
    return EMPTY_DRAFT
  }
}

/** The draft to keep when the app takes over: what the fields hold wins; storage fills the rest. */
export const adoptDraft = (fields: ContactMessage, stored: ContactMessage): ContactMessage => ({
  name: fields.name || stored.name,
  email: fields.email || stored.email,
  message: fields.message || stored.message,
})
