import { useSyncExternalStore } from 'react'

type Status = 'idle' | 'sending' | 'sent' | 'failed'

// How the contact form's send stands, kept beside the form rather than in it: a send outlives the
// form that started it, for the visitor may leave while the message is on its way. The form they
// come back to shows it still sending, then how it ended. An ending is shown once: the last form
// to leave takes it along.
let status: Status = 'idle'
const listeners = new Set<() => void>()

export function setContactStatus(next: Status) {
  status = next
  for (const listener of listeners) listener()
}

/** Marks a send begun, unless one is on its way already: one message at a time. */
export function startSending() {
  if (status === 'sending') return false
  setContactStatus('sending')
  return true
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && status !== 'sending') status = 'idle'
  }
}

/** The send's status for a form: idle, as the page was rendered, until the form wakes. */
export const useContactStatus = () =>
  useSyncExternalStore(
    subscribe,
    () => status,
    () => 'idle',
  )
