import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, onTestFinished, test } from 'vitest'
import { folderCircles, folderImports } from '../../../scripts/folder-cycles.mjs'

// A small src/ of its own: each file's text by its path.
function tree(files: Record<string, string>, folder = 'folders-') {
  const root = mkdtempSync(join(tmpdir(), folder))
  onTestFinished(() => rmSync(root, { recursive: true, force: true }))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return join(root, 'src')
}

test('folders that import each other, a type or a glob being enough, make a circle', () => {
  const src = tree({
    'src/a/one.ts': "import type { Two } from '../b/two.ts'\n",
    'src/b/two.ts': "const all = import.meta.glob(['../c/*.ts', '!../c/x.ts'])\n",
    'src/c/three.ts': "export { one } from '../a/one.ts'\n",
    'src/d/four.ts': "import { one } from '../a/one.ts'\n",
  })
  const circles = folderCircles(folderImports(src))
  expect(circles.map((group: string[]) => group.map((folder) => folder.slice(-1)))).toEqual([
    ['a', 'b', 'c'],
  ])
})

test('imports in one direction only make none', () => {
  const src = tree({
    'src/a/one.ts': "import { two } from '../b/two.ts'\nimport './own.ts'\n",
    'src/a/own.ts': '',
    'src/b/two.ts': "import { three } from '../c/three.ts'\n",
    'src/c/three.ts': '',
  })
  expect(folderCircles(folderImports(src))).toEqual([])
})

test('the check fails on a circle in a project whose folder has a space in its name', () => {
  const src = tree(
    { 'src/a/one.ts': "import '../b/two.ts'\n", 'src/b/two.ts': "import '../a/one.ts'\n" },
    'My Sites-',
  )
  const script = join(src, '..', 'scripts', 'folder-cycles.mjs')
  mkdirSync(dirname(script))
  copyFileSync('scripts/folder-cycles.mjs', script)
  const run = spawnSync(process.execPath, [script], { cwd: dirname(src), encoding: 'utf8' })
  expect(run.stderr).toContain('These folders import each other in a circle: src/a, src/b')
  expect(run.status).toBe(1)
})
