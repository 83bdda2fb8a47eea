import { compile } from '@mdx-js/mdx'
import { expect, test } from 'vitest'
import { mdxOptions } from '../../../src/build/mdx.ts'

const body = `## A heading

\`\`\`ts
const answer: number = 42 // the answer
\`\`\`

| a | b |
| - | - |
| 1 | 2 |
`

const compiled = String(await compile(body, { ...mdxOptions, outputFormat: 'function-body' }))

test('code is coloured at build by classes, never by style attributes the policy would block', () => {
  expect(compiled).not.toMatch(/style/)
  expect(compiled).toContain('"token-keyword"')
  expect(compiled).toContain('"token-comment"')
  expect(compiled).toMatch(/className: "shiki site"/)
})

test('headings link to themselves and tables are Markdown', () => {
  expect(compiled).toMatch(/id: "a-heading"/)
  expect(compiled).toMatch(/href: "#a-heading"/)
  expect(compiled).toContain('_components.table')
})
