import { startDevServer } from '../../scripts/dev.mjs'
import { escapeHtml, expect, TRANSLATED_PAGES, hydrated, PAGES, test } from './fixtures.ts'

// One dev server for the file: Vite compiles the app on the first request, which takes a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let server: Awaited<ReturnType<typeof startDevServer>>
test.beforeAll(async () => {
  server = await startDevServer({ port: 0 })
})
test.afterAll(async () => {
  await server.close()
})

test('npm run dev renders every page in every language and hydrates it without a warning', async ({
  page,
}) => {
  const said: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`)
  })
  for (const route of [...PAGES, ...TRANSLATED_PAGES]) {
    const response = await page.goto(server.url + route.path)
    expect(response?.status(), route.path).toBe(200)
    expect(await response?.text()).toContain(`>${escapeHtml(route.heading)}</h1>`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await hydrated(page)
  }
  expect(said).toEqual([])
})
