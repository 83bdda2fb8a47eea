import type { Page, Request, Route } from '@playwright/test'
import { violationsInBothThemes } from '../../scripts/check/axe.mjs'
import { contrast } from '../../src/theme/palette.ts'
import { chooseLargestText, escapeRegExp, expect, openFromMenu, test } from './fixtures.ts'
import { LANGUAGES, site, ui } from './content.ts'

const PROVIDER = `https://formspree.io/f/${site.contact.formId}`
const { sent: SUCCESS, failed: FAILURE, send: SEND, sending: SENDING } = ui.contact
// The app's own log line, and Chromium's for the failed load. One pattern: Playwright reads a
// two-item array in test.use as [value, options].
const SEND_FAILED_LOGS = /^The contact message was not sent|Failed to load resource/
const typed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello!\nTwo lines.' }

test.use({ allowedHosts: ['formspree.io'] })

type Reply = (route: Route) => Promise<void>
const answer =
  (status: number, json: unknown = { ok: status < 400 }): Reply =>
  (route) =>
    route.fulfill({ status, json })

// Answers only once the test calls release(), so it can look at the page while the send is open.
function held(reply = answer(200)) {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const reply_: Reply = async (route) => {
    await gate
    await reply(route)
  }
  return { reply: reply_, release }
}

async function intercept(page: Page, reply: Reply = answer(200)) {
  const requests: Request[] = []
  await page.route('https://formspree.io/**', async (route) => {
    requests.push(route.request())
    await reply(route)
  })
  return requests
}

const field = (page: Page, name: 'name' | 'email' | 'message') =>
  page.getByLabel(ui.contact[name], { exact: true })
// One button, named for what it does: send, or sending while the message is on its way.
const sendButton = (page: Page) =>
  page.getByRole('button', {
    name: new RegExp(`^(${escapeRegExp(SEND)}|${escapeRegExp(SENDING)})$`),
  })
const alert = (page: Page) => page.getByRole('alert')

async function open(page: Page) {
  await page.goto('contact')
}

async function fill(page: Page, values = typed) {
  await field(page, 'name').fill(values.name)
  await field(page, 'email').fill(values.email)
  await field(page, 'message').fill(values.message)
}

// The form filled and sent, its answer held until the returned release() is called.
async function sendHeld(page: Page, reply?: Reply) {
  const provider = held(reply)
  await intercept(page, provider.reply)
  await open(page)
  await fill(page)
  await sendButton(page).click()
  await expect(sendButton(page)).toHaveText(SENDING)
  return provider.release
}

async function expectFields(page: Page, values: typeof typed) {
  await expect(field(page, 'name')).toHaveValue(values.name)
  await expect(field(page, 'email')).toHaveValue(values.email)
  await expect(field(page, 'message')).toHaveValue(values.message)
}

test('shows the heading, the email link, the line and a labelled form', async ({ page }) => {
  await open(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.contact.heading)
  await expect(
    page.getByRole('heading', { name: ui.contact.introHeading, exact: true }),
  ).toBeVisible()
  const { email } = site.identity
  await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
  await expect(page.getByText(ui.contact.intro)).toBeVisible()
  await expect(page.getByRole('form', { name: ui.contact.form, exact: true })).toBeVisible()
  await expect(field(page, 'name')).toHaveAttribute('required', '')
  await expect(field(page, 'email')).toHaveAttribute('type', 'email')
  await expect(field(page, 'email')).toHaveAttribute('required', '')
  await expect(field(page, 'message')).toHaveAttribute('rows', '5')
  await expect(field(page, 'message')).toHaveAttribute('required', '')
  await expect(sendButton(page)).toHaveText(SEND)
})

// WCAG's 3:1 for what shows where a control is (1.4.11): a field is seen by its edge.
test("each field's edge stands out from the form around it, in either theme", async ({ page }) => {
  await open(page)
  const form = page.getByRole('form', { name: ui.contact.form, exact: true })
  for (const theme of ['light', 'dark']) {
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const around = await form.evaluate((element) => getComputedStyle(element).backgroundColor)
    for (const name of ['name', 'email', 'message'] as const) {
      const edge = await field(page, name).evaluate((input) => getComputedStyle(input).borderColor)
      expect(contrast(edge, around), `the ${name} field's edge, ${theme}`).toBeGreaterThanOrEqual(3)
    }
    await page.locator('[data-theme-toggle]').click()
  }
})

test('sends exactly one JSON POST, says it is sending while held, then success and a clear form', async ({
  page,
}) => {
  const provider = held()
  const requests = await intercept(page, provider.reply)
  await open(page)
  await fill(page)
  await sendButton(page).click()

  await expect(sendButton(page)).toHaveText(SENDING)
  await expect(sendButton(page)).toBeDisabled()
  await expect(page.getByRole('progressbar', { name: SENDING, exact: true })).toBeVisible()
  await expect.poll(() => requests.length).toBe(1)
  const request = requests[0] as Request
  expect(request.url()).toBe(PROVIDER)
  expect(request.method()).toBe('POST')
  expect(await request.allHeaders()).toMatchObject({
    'content-type': 'application/json',
    accept: 'application/json',
  })
  expect(Object.keys(request.postDataJSON()).sort()).toEqual(['email', 'message', 'name'])
  expect(request.postDataJSON()).toEqual(typed)

  provider.release()
  await expect(alert(page)).toHaveText(SUCCESS)
  await expect(alert(page)).toHaveClass(/success/)
  await expect(page.getByRole('progressbar')).toBeHidden()
  await expect(sendButton(page)).toHaveText(SEND)
  await expectFields(page, { name: '', email: '', message: '' })
  // The cleared form starts afresh: no field is marked invalid for being empty.
  await expect(page.locator(':user-invalid')).toHaveCount(0)
  await page.reload()
  await expectFields(page, { name: '', email: '', message: '' })
  expect(requests).toHaveLength(1)
})

test('a double click and a double submit each send one request', async ({ page }) => {
  const provider = held()
  const requests = await intercept(page, provider.reply)
  await open(page)
  await fill(page)
  await sendButton(page).dblclick()
  await expect(sendButton(page)).toHaveText(SENDING)
  provider.release()
  await expect(alert(page)).toHaveText(SUCCESS)
  expect(requests).toHaveLength(1)

  await fill(page)
  // Two submits in one task: React has not yet re-rendered the button as disabled in between.
  await page
    .getByRole('form', { name: ui.contact.form, exact: true })
    .evaluate((form: HTMLFormElement) => {
      form.requestSubmit()
      form.requestSubmit()
    })
  await expect(field(page, 'name')).toHaveValue('')
  await expect(alert(page)).toHaveText(SUCCESS)
  expect(requests).toHaveLength(2)
})

test('a filled honeypot sends nothing and shows success', async ({ page }) => {
  const requests = await intercept(page)
  await open(page)
  await fill(page)
  await page.locator('input[name="_gotcha"]').evaluate((input: HTMLInputElement) => {
    input.value = 'I am a bot'
  })
  await sendButton(page).click()
  await expect(alert(page)).toHaveText(SUCCESS)
  expect(requests).toHaveLength(0)
})

test('the honeypot is hidden from people and assistive technology', async ({ page }) => {
  await open(page)
  await expect(page.locator('input[name="_gotcha"]')).toBeHidden()
  await expect(page.getByRole('textbox')).toHaveCount(3)
})

test('an invalid email sends nothing', async ({ page }) => {
  const requests = await intercept(page)
  await open(page)
  await fill(page, { ...typed, email: 'not-an-email' })
  await sendButton(page).click()
  expect(
    await field(page, 'email').evaluate((input: HTMLInputElement) => input.validity.valid),
  ).toBe(false)
  await expect(field(page, 'email')).toBeFocused()
  await expect(sendButton(page)).toHaveText(SEND)
  await expect(alert(page)).toHaveCount(0)
  expect(requests).toHaveLength(0)
})

test('a name or a message of spaces alone sends nothing: the browser asks for it', async ({
  page,
}) => {
  const requests = await intercept(page)
  await open(page)
  await expect(page.locator('[data-awake]').getByRole('form')).toBeVisible()
  await fill(page, { ...typed, name: '   ', message: ' \n ' })
  await sendButton(page).click()
  await expect(field(page, 'name')).toBeFocused()
  for (const name of ['name', 'message'] as const)
    expect(
      await field(page, name).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
  await expect(alert(page)).toHaveCount(0)
  expect(requests).toHaveLength(0)
})

test('the alert closes and hands focus back to the send button', async ({ page }) => {
  await intercept(page)
  await open(page)
  await fill(page)
  await sendButton(page).click()
  await expect(alert(page)).toHaveText(SUCCESS)
  await alert(page).getByRole('button', { name: ui.contact.dismiss, exact: true }).click()
  await expect(alert(page)).toHaveCount(0)
  await expect(sendButton(page)).toBeFocused()
})

test('the draft survives leaving the page, coming back and a reload', async ({ page }) => {
  await open(page)
  await fill(page)
  await openFromMenu(page, ui.nav.about)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
  await openFromMenu(page, ui.nav.contact)
  await expectFields(page, typed)
  await page.reload()
  await expectFields(page, typed)
  await page.goto('')
  await open(page)
  await expectFields(page, typed)
})

test('a visitor who leaves while it sends finds it still sending on their return, then sent', async ({
  page,
}) => {
  const release = await sendHeld(page)
  await openFromMenu(page, ui.nav.about)
  await openFromMenu(page, ui.nav.contact)
  await expectFields(page, typed)
  await expect(sendButton(page)).toHaveText(SENDING)
  release()
  await expect(alert(page)).toHaveText(SUCCESS)
  await expectFields(page, { name: '', email: '', message: '' })
  await page.reload()
  await expectFields(page, { name: '', email: '', message: '' })
})

test.describe('when the send fails', () => {
  test.use({ allowedConsoleErrors: [SEND_FAILED_LOGS], viewport: { width: 390, height: 844 } })

  const cases: [string, Reply][] = [
    ['status 500', answer(500)],
    [
      'status 422 with a Formspree error body',
      answer(422, { error: 'Validation errors', errors: [{ field: 'email', code: 'TYPE_EMAIL' }] }),
    ],
    ['status 429', answer(429)],
    ['an aborted request', (route) => route.abort('connectionreset')],
  ]

  for (const [name, reply] of cases) {
    test(`${name}: danger alert in view, error logged, every field kept`, async ({ page }) => {
      const logged: string[] = []
      page.on('console', (m) => void (m.type() === 'error' && logged.push(m.text())))
      await intercept(page, reply)
      await open(page)
      await fill(page)
      await sendButton(page).click()
      await expect(alert(page)).toHaveText(FAILURE)
      await expect(alert(page)).toHaveClass(/danger/)
      await expect(alert(page)).toBeInViewport()
      await expectFields(page, typed)
      expect(logged.some((text) => text.startsWith('The contact message was not sent'))).toBe(true)
      await expect(sendButton(page)).toBeEnabled()
    })
  }

  test('a visitor who leaves while it sends finds on their return that it failed, and once', async ({
    page,
  }) => {
    const release = await sendHeld(page, answer(500))
    await openFromMenu(page, ui.nav.about)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading)
    const ended = page.waitForEvent('console', {
      predicate: (message) => message.text().startsWith('The contact message was not sent'),
    })
    release()
    await ended
    await openFromMenu(page, ui.nav.contact)
    await expect(alert(page)).toHaveText(FAILURE)
    await expectFields(page, typed)
    await openFromMenu(page, ui.nav.about)
    await openFromMenu(page, ui.nav.contact)
    await expectFields(page, typed)
    await expect(alert(page)).toHaveCount(0)
  })

  // A translation's longest word could push the words past the alert, and its close button out of
  // the form, which hides what overflows it.
  test('on a 320px phone with the largest text, the alert shows all its words and its close button', async ({
    page,
  }) => {
    await intercept(page, answer(500))
    await page.setViewportSize({ width: 320, height: 640 })
    await chooseLargestText(page)
    for (const { folder, ui: words } of LANGUAGES) {
      await page.goto(`${folder}contact`)
      for (const name of ['name', 'email', 'message'] as const)
        await page.getByLabel(words.contact[name], { exact: true }).fill(typed[name])
      await page.getByRole('button', { name: words.contact.send, exact: true }).click()
      await expect(alert(page)).toHaveText(words.contact.failed)
      const outside = await alert(page).evaluate((shown) => {
        const within = (part: Element, box: Element) => {
          const [inner, outer] = [part.getBoundingClientRect(), box.getBoundingClientRect()]
          return inner.left >= outer.left - 1 && inner.right <= outer.right + 1
        }
        const form = shown.closest('form') ?? document.body
        return [shown, ...shown.children]
          .filter(
            (part) =>
              !within(part, part === shown ? form : shown) || part.scrollWidth > part.clientWidth,
          )
          .map((part) => part.outerHTML.slice(0, 60))
      })
      expect(outside, `/${folder}contact`).toEqual([])
      await expect(
        alert(page).getByRole('button', { name: words.contact.dismiss, exact: true }),
      ).toBeInViewport()
    }
  })

  test('sent from the keyboard, the focus stays on the send button while it sends and after it fails', async ({
    page,
  }) => {
    const provider = held(answer(500))
    await intercept(page, provider.reply)
    await open(page)
    await fill(page)
    await sendButton(page).focus()
    await page.keyboard.press('Enter')
    await expect(sendButton(page)).toHaveText(SENDING)
    await expect(sendButton(page)).toBeFocused()
    provider.release()
    await expect(alert(page)).toHaveText(FAILURE)
    await expect(sendButton(page)).toBeFocused()
    await expectFields(page, typed)
  })

  test('a request that never answers is aborted after 15 s', async ({ page }) => {
    const requests = await intercept(page, () => new Promise(() => {}))
    await open(page)
    // After hydration: the fake clock hides the app's performance mark the fixture waits for.
    await page.clock.install()
    await fill(page)
    // Paused, page time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000)
    await sendButton(page).click()
    await expect.poll(() => requests.length).toBe(1)
    await page.clock.runFor(14_900)
    await expect(sendButton(page)).toHaveText(SENDING)
    await expect(alert(page)).toHaveCount(0)
    await page.clock.runFor(100)
    await expect(alert(page)).toHaveText(FAILURE)
    await expectFields(page, typed)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the raw HTML form posts the three fields and the honeypot to Formspree', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('contact')).text()
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain(`action="${PROVIDER}"`)
    expect(form).toContain('method="POST"')
    for (const name of ['name', 'email', 'message', '_gotcha'])
      expect(html).toMatch(new RegExp(`<(input|textarea)[^>]*name="${name}"`))

    const posts = await intercept(page, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Thanks!</h1>' }),
    )
    await page.goto('contact')
    await fill(page)
    await sendButton(page).click()
    await expect(page.getByRole('heading', { name: 'Thanks!' })).toBeVisible()
    const post = posts[0] as Request
    expect(post.url()).toBe(PROVIDER)
    expect(Object.fromEntries(new URLSearchParams(post.postData() ?? ''))).toEqual({
      ...typed,
      message: typed.message.replace('\n', '\r\n'),
      _gotcha: '',
    })
  })

  test("Back from the browser's error page finds every field as it was typed", async ({ page }) => {
    await intercept(page, (route) => route.abort('internetdisconnected'))
    await page.goto('contact')
    await fill(page)
    await sendButton(page).click()
    await page.waitForURL(/^chrome-error:/)
    await page.goBack()
    await expectFields(page, typed)
  })
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the loading bar shows but does not move', async ({ page }) => {
    const provider = held()
    await intercept(page, provider.reply)
    await open(page)
    await fill(page)
    await sendButton(page).click()
    const bar = page.getByRole('progressbar', { name: SENDING, exact: true })
    await expect(bar).toBeVisible()
    const duration = await bar.evaluate((el) => getComputedStyle(el, '::after').animationDuration)
    expect(duration).toBe('0s')
    provider.release()
    await expect(alert(page)).toHaveText(SUCCESS)
  })
})

// Each state of the form, reached from a freshly opened page.
const STATES: Record<string, (page: Page) => Promise<void>> = {
  idle: async () => {},
  sending: async (page) => {
    await intercept(page, () => new Promise(() => {}))
    await fill(page)
    await sendButton(page).click()
    await expect(sendButton(page)).toHaveText(SENDING)
  },
  success: async (page) => {
    await intercept(page, answer(200))
    await fill(page)
    await sendButton(page).click()
    await expect(alert(page)).toHaveText(SUCCESS)
  },
  failure: async (page) => {
    await intercept(page, answer(500))
    await fill(page)
    await sendButton(page).click()
    await expect(alert(page)).toHaveText(FAILURE)
  },
}

test.describe('axe', () => {
  test.use({ colorScheme: 'light', allowedConsoleErrors: [SEND_FAILED_LOGS] })

  for (const [state, reach] of Object.entries(STATES)) {
    test(`/contact while ${state} has no serious or critical violation, in either theme`, async ({
      page,
    }) => {
      await open(page)
      await reach(page)
      expect(await violationsInBothThemes(page)).toEqual([])
    })
  }
})
