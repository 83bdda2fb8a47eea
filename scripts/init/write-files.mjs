// Writes init's files all, or none. First the whole of src/content/ as it will be, in a folder of
// its own, checked by the content's schema as the build checks it; then each file in place, by a
// rename, each one's old bytes kept until the last is written, and put back if any write fails.
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { runnerImport } from 'vite'
import { ContentMistake, loadTs } from '../load-ts.mjs'

const CONTENT = 'src/content'

/** Writes `files` (path → text, bytes, or null to delete); throws, having written nothing, if it cannot. */
export async function writeFiles(files) {
  // Inside the project, so that the rename is one file system's and Vite finds the packages.
  mkdirSync('node_modules/.tmp', { recursive: true })
  const stage = mkdtempSync('node_modules/.tmp/init-')
  try {
    const staged = join(stage, 'content')
    cpSync(CONTENT, staged, { recursive: true })
    for (const [path, data] of files) put(join(staged, relative(CONTENT, path)), data)
    await assertValid(staged)
    commit(files)
  } finally {
    rmSync(stage, { recursive: true, force: true })
  }
}

function put(path, data) {
  if (data === null) return rmSync(path, { force: true })
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.init-${process.pid}`
  writeFileSync(temporary, data)
  renameSync(temporary, path)
}

/** Each file in place; if one fails, the ones before it get their old bytes back. */
export function commit(files) {
  const done = []
  try {
    for (const [path, data] of files) {
      const before = existsSync(path) ? readFileSync(path) : undefined
      put(path, data)
      done.push([path, before])
    }
  } catch (error) {
    for (const [path, before] of done.reverse()) put(path, before ?? null)
    throw error
  }
}

const load = async (file) =>
  (await runnerImport(resolve(file), { configFile: false, logLevel: 'silent' })).module

// The staged content, read the way site-content/content.ts reads src/content/.
async function assertValid(staged) {
  const { contentProblems } = await loadTs('src/site-content/validate.ts')
  const words = {}
  for (const file of readdirSync(join(staged, 'words')).filter((name) => name.endsWith('.ts')))
    words[file.replace(/\.ts$/, '')] = (await load(join(staged, 'words', file))).words
  const posts = (existsSync(join(staged, 'posts')) ? readdirSync(join(staged, 'posts')) : [])
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({
      file: `${CONTENT}/posts/${name}`,
      text: readFileSync(join(staged, 'posts', name), 'utf8'),
    }))
  const source = {
    facts: (await load(join(staged, 'site.ts'))).site,
    words,
    languages: (await load(join(staged, 'languages.ts'))).languages,
    posts,
  }
  const files = {
    contentDir: staged,
    facts: `${CONTENT}/site.ts`,
    words: (code) => `${CONTENT}/words/${code}.ts`,
  }
  const problems = contentProblems(source, files).map((problem) =>
    problem.replaceAll(staged, CONTENT),
  )
  if (problems.length > 0)
    throw new ContentMistake(
      `the content would not build:\n${problems.map((p) => `✖ ${p}`).join('\n')}`,
    )
}
