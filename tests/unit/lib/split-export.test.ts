import { expect, test } from 'vitest'
import { exportOnly, withoutExport } from '../../../src/lib/split-export'

const page = `import { Suspense } from 'react'
import { projectSlugs, fullName } from '../content/parts/frame.ts'
import { projectPath } from '../lib/route-path.ts'
import type { PageRoute } from '../page-loader.tsx'
import './side-effect.css'
import styles from './project.module.css'

const local = 1
// Ünïcödé before it keeps the offsets honest.
export const route: PageRoute = {
  paths: projectSlugs.map((slug) => ({ path: projectPath(slug), slug })),
}

export default function Project() {
  return <Suspense><p className={styles.page}>{fullName}{local}</p></Suspense>
}
`
const declaration = `export const route: PageRoute = {
  paths: projectSlugs.map((slug) => ({ path: projectPath(slug), slug })),
}`

test('keeps the export and the imports it names, and nothing else', () => {
  expect(exportOnly(page, 'project.tsx', 'route')).toBe(
    `import { projectSlugs, fullName } from '../content/parts/frame.ts'
import { projectPath } from '../lib/route-path.ts'
import type { PageRoute } from '../page-loader.tsx'
${declaration}`,
  )
})

test('a const of plain data keeps no import', () => {
  const source = `import styles from './a.module.css'\nexport const route = { path: '/a', menu: 2 }\n`
  expect(exportOnly(source, 'a.tsx', 'route')).toBe(`export const route = { path: '/a', menu: 2 }`)
})

test('leaves everything but the export', () => {
  expect(withoutExport(page, 'project.tsx', 'route')).toBe(page.replace(declaration, ''))
})

test('names the file that exports no such const', () => {
  expect(() => exportOnly('export function route() {}', 'b.tsx', 'route')).toThrow(
    'b.tsx exports no const route',
  )
  expect(() => withoutExport('export const other = 1', 'c.tsx', 'route')).toThrow(
    'c.tsx exports no const route',
  )
})
