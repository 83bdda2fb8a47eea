// Prints the fingerprint of the code: the sha256 of `git ls-tree -r HEAD` (mode, blob hash and path
// of every tracked file) without the lines of src/content/. An edit in src/content/ keeps it; any
// other committed change makes a new one. The deploy workflow runs the whole test suite once per
// fingerprint, and only the content gate for a push whose fingerprint has passed it.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'

export function codeFingerprint(cwd = process.cwd()) {
  // -z writes paths as they are (no quotes around unusual names), each line ended by NUL.
  const tree = execFileSync('git', ['ls-tree', '-r', '-z', 'HEAD'], { cwd, encoding: 'utf8' })
  const code = tree
    .split('\0')
    .filter((line) => line !== '' && !line.split('\t')[1]?.startsWith('src/content/'))
  // Lines ended by newlines, as git prints them: the same hash as
  // `git ls-tree -r HEAD | grep -v $'\tsrc/content/' | sha256sum` for ordinary file names.
  return createHash('sha256')
    .update(code.map((line) => `${line}\n`).join(''))
    .digest('hex')
}

if (process.argv[1] === import.meta.filename) console.log(codeFingerprint())
