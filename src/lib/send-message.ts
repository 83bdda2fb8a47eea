export type ContactMessage = { name: string; email: string; message: string }

export type SendRequest = {
  url: string
  message: ContactMessage
  /** The hidden `_gotcha` field: people leave it empty, form-filling bots do not. */
  honeypot: string
}

export type SendOutcome = { ok: true } | { ok: false; error: unknown }

type SendOptions = { fetch?: typeof fetch; timeoutMs?: number }

export const SEND_TIMEOUT_MS = 15_000

// The form provider: the only other host the page may talk to or post a form to (see document/csp.ts).
export const FORM_ORIGIN = 'https://formspree.io'

// The one place the provider's address is built: the no-JS form action and the fetch both use it.
export const formspreeUrl = (formId: string) => `${FORM_ORIGIN}/f/${encodeURIComponent(formId)}`

export async function sendMessage(
  { url, message, honeypot }: SendRequest,
  { fetch = globalThis.fetch, timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<SendOutcome> {
  // A bot is told it succeeded, so it has no reason to try again.
  if (honeypot !== '') return { ok: true }
  const { name, email } = message
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name, email, message: message.message }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    // Only the status decides: providers word their bodies each their own way, so none is read.
    if (response.ok) return { ok: true }
    return { ok: false, error: new Error(`The form provider answered ${response.status}`) }
  } catch (error) {
    return { ok: false, error }
  }
}
