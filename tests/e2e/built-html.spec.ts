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

for (const file of pages) {
  test(`${file} passes the HTML validator`, async () => {
    // Rules in .htmlvalidate.json: recommended, with the markup styles React and Vite write.
    const validator = new HtmlValidate(new FileSystemConfigLoader())
    const report = await validator.validateFile(join(client, file))
    const errors = report.results.flatMap((result) =>
      result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    )
    expect(errors).toEqual([])
  })

  test(`${file} has no inline event handler and opens other sites safely`, async ({ page }) => {
    const html = readFileSync(join(client, file), 'utf8')
    // DOMParser builds the document without running scripts or loading anything.
    const found = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html')
      const handlers = [...doc.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames().filter((name) => name.startsWith('on')),
      )
      const unsafe = [...doc.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')]
        .filter(
          (link) => !link.relList.contains('noopener') || !link.relList.contains('noreferrer'),
        )
        .map((link) => link.href)
      return { handlers, unsafe }
    }, html)
    expect(found).toEqual({ handlers: [], unsafe: [] })
  })
}
