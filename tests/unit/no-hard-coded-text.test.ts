import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

// Everything a visitor reads or hears comes from src/content/: a component or a page that writes
// words of its own would show them in every language. This reads their source and lists any.
const FOLDERS = ['src/components', 'src/islands', 'src/layout', 'src/pages']
// Attributes that a screen reader says or a browser shows.
const SPOKEN = new Set(['aria-label', 'alt', 'title', 'placeholder', 'label', 'aria-description'])
// Text that holds no words: punctuation, symbols, spaces.
const WORDLESS = /^[\s\p{P}\p{S}]*$/u

const sources = [
  ...FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => join(folder, file)),
  ),
]

function wordsIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !WORDLESS.test(node.text)) found.push(node.text.trim())
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN.has(node.name.getText()) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      !WORDLESS.test(node.initializer.text)
    )
      found.push(`${node.name.getText()}="${node.initializer.text}"`)
    // A string or template literal as a JSX child: {'Close'} or {`Page ${n}`}.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const expression = node.expression
      if (ts.isStringLiteral(expression) && !WORDLESS.test(expression.text))
        found.push(expression.text)
      if (ts.isTemplateExpression(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
        const text = ts.isTemplateExpression(expression)
          ? [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)]
          : [expression.text]
        if (!text.every((part) => WORDLESS.test(part))) found.push(expression.getText())
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map((text) => `${file}: ${text}`)
}

test('no component or page writes words of its own', () => {
  expect(sources.length).toBeGreaterThan(30)
  expect(sources.flatMap((file) => wordsIn(file))).toEqual([])
})

test('the check finds words written in JSX, in spoken attributes and in literals', () => {
  const sample =
    'export const A = () => <p aria-label="Close" className="x">Hello <b>{"world"}</b>{`n ${1}`}{" — "}</p>'
  expect(wordsIn('sample.tsx', sample)).toEqual([
    'sample.tsx: aria-label="Close"',
    'sample.tsx: Hello',
    'sample.tsx: world',
    'sample.tsx: `n ${1}`',
  ])
})
