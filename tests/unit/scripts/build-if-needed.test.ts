import { mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { lastChange } from '../../../scripts/build-if-needed.mjs'

const made: string[] = []
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

// A folder of sources whose every entry, itself included, last changed an hour ago.
function sourcesAnHourOld() {
  const root = mkdtempSync(join(tmpdir(), 'sources-'))
  made.push(root)
  mkdirSync(join(root, 'posts'))
  writeFileSync(join(root, 'posts', 'first.mdx'), '# First')
  const anHourAgo = new Date(Date.now() - 3_600_000)
  for (const path of [join(root, 'posts', 'first.mdx'), join(root, 'posts'), root])
    utimesSync(path, anHourAgo, anHourAgo)
  return { root, since: Date.now() - 60_000 }
}

// A build older than that change would still publish the post deleted, or under its old name.
test.each([
  ['a file deleted', (posts: string) => rmSync(join(posts, 'first.mdx'))],
  [
    'a file renamed',
    (posts: string) => renameSync(join(posts, 'first.mdx'), join(posts, 'new.mdx')),
  ],
  ['a file edited', (posts: string) => writeFileSync(join(posts, 'first.mdx'), '# Edited')],
])('%s is a change to the sources', (_, change) => {
  const { root, since } = sourcesAnHourOld()
  expect(lastChange(root)).toBeLessThan(since)
  change(join(root, 'posts'))
  expect(lastChange(root)).toBeGreaterThan(since)
})
