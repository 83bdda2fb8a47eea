import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { createServer, type ViteDevServer } from 'vite'
import type { Page } from '@playwright/test'
import { freePort } from '../../scripts/free-port.mjs'
import { DEFAULT_LANGUAGE } from './content.ts'
import { BASE, escapeHtml, expect, hydrated, needs, SAMPLE_PAGES, test } from './fixtures.ts'

// One dev server for the file: Vite compiles the app on the first request, which takes a while.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let server: ViteDevServer
let url: string
test.beforeAll(async () => {
  server = await createServer({
    server: { port: await freePort(), strictPort: true },
    // Its warnings and errors only: the reloads the edits below cause are what the tests check.
    logLevel: 'warn',
  })
  await server.listen()
  url = needs(server.resolvedUrls?.local[0], 'the dev server has an address')
})
test.afterAll(async () => {
  await server.close()
})

test('npm run dev renders every kind of page, in every language, and hydrates it without a warning', async ({
  page,
}) => {
  // One page of each kind (a project's, a tag's, a post's too), and another language's Home,
  // rendered on request.
  test.slow()
  const said: string[] = []
  // Chromium's own line for a failed load does not name the address: the response does.
  page.on('response', (response) => {
    if (response.status() >= 400) said.push(`${response.status()}: ${response.url()}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      said.push(`${message.type()}: ${message.text()}`)
  })
  const otherHome = SAMPLE_PAGES.find((route) => route.language !== DEFAULT_LANGUAGE)
  const pages = SAMPLE_PAGES.filter((route) => route.language === DEFAULT_LANGUAGE)
  for (const route of otherHome ? [...pages, otherHome] : pages) {
    const response = await page.goto(url + route.path)
    expect(response?.status(), route.path).toBe(200)
    expect(await response?.text()).toContain(`>${escapeHtml(route.heading)}</h1>`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading)
    await hydrated(page)
  }
  expect(said).toEqual([])
})

test('npm run dev draws every element of a page as the build does', async ({ page }) => {
  // What the cascade decides, element by element: a style that wins in one and loses in the other
  // (a stylesheet out of its layer's order) shows as a colour or a weight that differs.
  const cascaded = () =>
    [...document.body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      const { color, backgroundColor, fontWeight, fontSize, display } = style
      return `${element.tagName} ${color} ${backgroundColor} ${fontWeight} ${fontSize} ${display}`
    })
  for (const route of SAMPLE_PAGES.filter(({ language }) => language === DEFAULT_LANGUAGE)) {
    await page.goto(route.path)
    await hydrated(page)
    const built = await page.evaluate(cascaded)
    await page.goto(url + route.path)
    await hydrated(page)
    expect(await page.evaluate(cascaded), route.path).toEqual(built)
  }
})

test('npm run dev serves the icon, llms.txt and each post as Markdown, as the build writes them', async ({
  request,
}) => {
  const icon = await request.get(`${url}favicon.svg`)
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  expect(await icon.text()).toBe(readFileSync('dist/client/favicon.svg', 'utf8'))
  const post = needs(DEFAULT_LANGUAGE.posts[0], 'needs a post')
  const llms = await request.get(`${url}llms.txt`)
  expect(llms.headers()['content-type']).toBe('text/plain; charset=utf-8')
  expect(await llms.text()).toContain(`/blog/${post.slug}.md)`)
  const markdown = await request.get(`${url}blog/${post.slug}.md`)
  expect(markdown.headers()['content-type']).toBe('text/markdown; charset=utf-8')
  // Its title first, as written (Markdown escapes a `*` or `[` in it).
  const [title] = (await markdown.text()).replace(/\\(.)/g, '$1').split('\n')
  expect(title).toBe(`# ${post.title}`)
})

// An editor's save, as this server's file watcher reports it: no file changes on disk, so neither a
// build's age nor another dev server notices.
const save = (file: string) => server.watcher.emit('change', resolve(file))

// A page of the dev server, once Vite's client in it is connected, marked so that a reload shows.
async function openMarked(page: Page, path: string) {
  const connected = page.waitForEvent(
    'console',
    (message) => message.text() === '[vite] connected.',
  )
  await page.goto(`${url}${path}`)
  await connected
  await page.evaluate(() => Reflect.set(window, 'before', true))
}
const stillMarked = (page: Page) => page.evaluate(() => Reflect.has(window, 'before'))

test('npm run dev reloads the open page when its words change, and keeps it when a stylesheet does', async ({
  page,
}) => {
  const words = `src/content/words/${DEFAULT_LANGUAGE.code}.ts`
  const stylesheet = 'src/styles/base.css'
  await openMarked(page, 'about')
  const swapped = page.waitForEvent(
    'console',
    (message) => message.text() === `[vite] hot updated: /${stylesheet}`,
  )
  save(stylesheet)
  await swapped
  expect(await stillMarked(page)).toBe(true)
  const reloaded = page.waitForEvent('load', { timeout: 15_000 })
  save(words)
  await reloaded
  expect(await stillMarked(page)).toBe(false)
})

test('npm run dev reloads the open page when a post is added', async ({ page }) => {
  await openMarked(page, 'blog')
  const reloaded = page.waitForEvent('load', { timeout: 15_000 })
  // As an editor's new file is reported; none is written, so the page lists the same posts.
  server.watcher.emit('add', resolve('src/content/posts/a-new-post.mdx'))
  await reloaded
  expect(await stillMarked(page)).toBe(false)
})

async function addressPrinted(dev: { stdout: Readable }) {
  for await (const line of createInterface({ input: dev.stdout })) {
    const address = /Local:\s+(\S+)/.exec(stripVTControlCharacters(line))?.[1]
    if (address) return address
  }
  throw new Error('npm run dev stopped before printing its address')
}

test('npm run dev -- --port N --host H listens there', async ({ request }) => {
  const port = await freePort()
  const args = ['node_modules/vite/bin/vite.js', '--port', `${port}`, '--host', '127.0.0.1']
  const dev = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = once(dev, 'exit')
  try {
    const address = await addressPrinted(dev)
    expect(address).toBe(`http://127.0.0.1:${port}${BASE}`)
    // Vite's own client, there under the base path: the pages it renders are the first test's.
    const response = await request.get(`${address}@vite/client`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/javascript/)
  } finally {
    dev.kill()
    await exited
  }
})
