import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from './fixtures.ts'

const client = 'dist/client'
const pages = readdirSync(client, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort()

test('every route, its .html twin and 404.html are built', () => {
  expect(pages).toEqual(
    expect.arrayContaining(['index.html', 'about/index.html', 'about.html', '404.html']),
  )
  expect(pages.length).toBeGreaterThanOrEqual(8)
})

// One test each over every built file, so that each file costs a read, not a test of its own.
test('every built page passes the HTML validator', async () => {
  // Rules in .htmlvalidate.json: recommended, with the markup styles React and Vite write.
  const validator = new HtmlValidate(new FileSystemConfigLoader())
  const errors: string[] = []
  for (const file of pages) {
    const report = await validator.validateFile(join(client, file))
    for (const result of report.results)
      for (const m of result.messages)
        errors.push(`${file} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`)
  }
  expect(errors).toEqual([])
})

test('no built page has an inline event handler, and each opens other sites safely', async ({
  page,
}) => {
  const found: Record<string, { handlers: string[]; unsafe: string[] }> = {}
  for (const file of pages) {
    const html = readFileSync(join(client, file), 'utf8')
    // DOMParser builds the document without running scripts or loading anything.
    const { handlers, unsafe } = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html')
      return {
        handlers: [...doc.querySelectorAll('*')].flatMap((element) =>
          element.getAttributeNames().filter((name) => name.startsWith('on')),
        ),
        unsafe: [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
          .filter(
            (link) => !link.relList.contains('noopener') || !link.relList.contains('noreferrer'),
          )
          .map((link) => link.href),
      }
    }, html)
    if (handlers.length > 0 || unsafe.length > 0) found[file] = { handlers, unsafe }
  }
  expect(found).toEqual({})
})
