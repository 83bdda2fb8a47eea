import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures.ts'

const client = 'dist/client'
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()
// Each page's HTML once, with the first file that holds it: a route's .html twin is its copy.
const distinct = [
  ...new Map(pages.map((file) => [readFileSync(join(client, file), 'utf8'), file])).entries(),
].map(([html, file]) => ({ html, file }))
// These tests read every page: an owner with many pages waits longer, and never in vain.
const forEveryPage = () => test.setTimeout(30_000 + distinct.length * 200)

test('every route, its .html twin and 404.html are built', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['index.html', 'about/index.html', 'about.html', '404.html']),
  )
  expect(pages.length).toBeGreaterThanOrEqual(8)
})

// One test each over every built page, so that each page costs a read, not a test of its own.
test('every built page passes the HTML validator', async () => {
  forEveryPage()
  // Rules in .htmlvalidate.json: recommended, with the markup styles React and Vite write.
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const errors: string[] = []
  for (const { html, file } of distinct) {
    const report = await validator.validateString(html, join(client, file))
    for (const result of report.results)
      for (const m of result.messages)
        errors.push(`${file} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
  }
  expect(errors).toEqual([])
})

test('no built page has an inline event handler, and each opens other sites safely', async ({
  page,
}) => {
  forEveryPage()
  // DOMParser builds each document without running scripts or loading anything.
  const found = await page.evaluate((sources) => {
    const faults: Record<string, { handlers: string[]; unsafe: string[] }> = {}
    for (const { html, file } of sources) {
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      )
      const unsafe = [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
        .filter(
          (link) => !link.relList.contains('noopener') || !link.relList.contains('noreferrer'),
        )
        .map((link) => link.href)
      if (handlers.length > 0 || unsafe.length > 0) faults[file] = { handlers, unsafe }
    }
    return faults
  }, distinct)
  expect(found).toEqual({})
})

// Every file the deploy publishes under assets/ is there for a page: none is uploaded in vain.
test('every file in assets/ is named by a page, a script, a stylesheet or a published file', () => {
  const published = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(html|js|css|xml|json|webmanifest|txt|md)$/.test(file))
    .map((file) => readFileSync(join(client, file), 'utf8'))
    .join('\n')
  const unnamed = readdirSync(join(client, 'assets')).filter((file) => !published.includes(file))
  expect(unnamed).toEqual([])
})
