import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { parseDraft } from '../lib/contact-draft.ts'
import type { ContactMessage } from '../lib/send-message.ts'

const listeners = new Set<() => void>()
// Where drafts live when sessionStorage is blocked, so typing still works for this page view.
const memory = new Map<string, string>()

const read = (key: string) => {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return memory.get(key) ?? null
  }
}

const write = (key: string, value: string | null) => {
  try {
    if (value === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, value)
  } catch {
    if (value === null) memory.delete(key)
    else memory.set(key, value)
  }
  listeners.forEach((listener) => listener())
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

type DraftControls = {
  draft: ContactMessage
  update: (field: keyof ContactMessage, value: string) => void
  clear: () => void
}

// The contact draft, kept in sessionStorage as the visitor types. The prerendered HTML holds an
// empty form; hydration then fills in what this tab stored.
export function useSessionDraft(key: string): DraftControls {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  )
  const draft = useMemo(() => parseDraft(raw), [raw])
  const update = useCallback(
    (field: keyof ContactMessage, value: string) =>
      write(key, JSON.stringify({ ...parseDraft(read(key)), [field]: value })),
    [key],
  )
  const clear = useCallback(() => write(key, null), [key])
  return { draft, update, clear }
}
