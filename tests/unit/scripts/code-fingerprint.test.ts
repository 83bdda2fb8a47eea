import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { codeFingerprint } from '../../../scripts/code-fingerprint.mjs'

// A small project in a git repository of its own, committed after each edit.
const repo = mkdtempSync(join(tmpdir(), 'code-fingerprint-'))
afterAll(() => rmSync(repo, { recursive: true, force: true }))
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Owner', '-c', 'user.email=owner@example.com', ...args], {
    cwd: repo,
  })
const commit = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true })
    writeFileSync(join(repo, path), text)
  }
  git('add', '--all')
  git('commit', '--quiet', '--allow-empty', '--message', 'edit')
  return codeFingerprint(repo)
}

git('init', '--quiet')
const first = commit({
  'package.json': '{}',
  'src/pages/home.tsx': 'export default 1',
  'src/content/site.ts': 'export const site = { name: "Example" }',
})

test('it is the sha256 of `git ls-tree -r HEAD` without the lines of src/content/', () => {
  const code = String(git('ls-tree', '-r', 'HEAD'))
    .split('\n')
    .filter((line) => line !== '' && !line.includes('\tsrc/content/'))
  expect(code.map((line) => line.split('\t')[1])).toEqual(['package.json', 'src/pages/home.tsx'])
  const printed = code.map((line) => `${line}\n`).join('')
  expect(first).toBe(createHash('sha256').update(printed).digest('hex'))
})

test('an edit under src/content/ keeps it, a new file there too', () => {
  expect(commit({ 'src/content/site.ts': 'export const site = { name: "Aino" }' })).toBe(first)
  expect(commit({ 'src/content/posts/hello.mdx': '# Hello' })).toBe(first)
})

test('an edit anywhere else changes it', () => {
  const code = commit({ 'src/pages/home.tsx': 'export default 2' })
  expect(code).not.toBe(first)
  const dependencies = commit({ 'package.json': '{ "dependencies": {} }' })
  expect(dependencies).not.toBe(code)
  // A folder whose name only starts like content's is code.
  expect(commit({ 'src/content-model/merge.ts': 'export {}' })).not.toBe(dependencies)
})
