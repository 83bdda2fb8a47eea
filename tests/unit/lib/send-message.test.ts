import { expect, test, vi } from 'vitest'
import { formspreeUrl, SEND_TIMEOUT_MS, sendMessage } from '../../../src/lib/send-message.ts'

const url = formspreeUrl('abc123')
const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello\nthere' }

const answering = (status: number, body = '') =>
  vi.fn<typeof fetch>(async () => new Response(body, { status }))

test('builds the Formspree address from the form id', () => {
  expect(url).toBe('https://formspree.io/f/abc123')
  expect(formspreeUrl('a/b')).toBe('https://formspree.io/f/a%2Fb')
})

test('posts the message as JSON and succeeds on an ok response', async () => {
  const fetch = answering(200)
  expect(await sendMessage({ url, message, honeypot: '' }, { fetch })).toEqual({ ok: true })
  expect(fetch).toHaveBeenCalledOnce()
  const [target, init] = fetch.mock.calls[0] ?? []
  expect(target).toBe(url)
  expect(init?.method).toBe('POST')
  expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' })
  expect(JSON.parse(String(init?.body))).toEqual(message)
  expect(init?.signal).toBeInstanceOf(AbortSignal)
})

test.each([422, 429, 500])('fails on status %i without reading the body', async (status) => {
  const response = new Response('{"errors":[{"message":"bad"}]}', { status })
  const json = vi.spyOn(response, 'json')
  const outcome = await sendMessage({ url, message, honeypot: '' }, { fetch: async () => response })
  expect(outcome).toEqual({ ok: false, error: new Error(`The form provider answered ${status}`) })
  expect(json).not.toHaveBeenCalled()
  expect(response.bodyUsed).toBe(false)
})

test('fails with the error when the request throws', async () => {
  const error = new TypeError('Failed to fetch')
  const outcome = await sendMessage(
    { url, message, honeypot: '' },
    { fetch: async () => Promise.reject(error) },
  )
  expect(outcome).toEqual({ ok: false, error })
})

test('aborts a request that takes longer than the timeout and fails', async () => {
  const neverAnswers: typeof fetch = (_, init) =>
    new Promise((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    )
  const outcome = await sendMessage(
    { url, message, honeypot: '' },
    { fetch: neverAnswers, timeoutMs: 20 },
  )
  expect(outcome).toMatchObject({ ok: false, error: { name: 'TimeoutError' } })
})

test('waits 15 seconds by default before giving up', async () => {
  const timeout = vi.spyOn(AbortSignal, 'timeout')
  await sendMessage({ url, message, honeypot: '' }, { fetch: answering(200) })
  expect(timeout).toHaveBeenCalledWith(SEND_TIMEOUT_MS)
  expect(SEND_TIMEOUT_MS).toBe(15_000)
  timeout.mockRestore()
})

test('a filled honeypot sends nothing and reports success', async () => {
  const fetch = answering(200)
  expect(await sendMessage({ url, message, honeypot: 'spam' }, { fetch })).toEqual({ ok: true })
  expect(fetch).not.toHaveBeenCalled()
})
