// The build's scripts read TypeScript modules of src/ (the languages, the content, pure helpers)
// the way vite.config.ts reads the content parts: evaluated by Vite.
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { stripVTControlCharacters } from 'node:util'
import { runnerImport } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const CONTENT = fileURLToPath(new URL('../src/content/', import.meta.url))

// A stack names the line of the TypeScript file, not of the code Vite made of it.
process.setSourceMapsEnabled(true)

/** A mistake in src/content/, told by its file, place and what to do, with no stack. */
export class ContentMistake extends Error {}

// A file of the content that does not parse (a comma left out), or that runs into a name it does
// not know (a text left out of its quotes), is told as the content's checks tell theirs.
function mistakeIn(error) {
  const plain = (text) => (process.stderr.isTTY ? text : stripVTControlCharacters(text))
  if (error.id?.startsWith(CONTENT))
    return new ContentMistake(plain(`${relative(ROOT, error.id)}: ${error.message}`))
  const [, file, line, column] = error.stack?.split('\n')[1]?.match(/\((.+):(\d+):(\d+)\)$/) ?? []
  if (!file?.startsWith(CONTENT)) return undefined
  const unknown = /^(\S+) is not defined$/.exec(error.message)?.[1]
  const quote = unknown ? `: a text is written in quotes, '${unknown}'` : ''
  return new ContentMistake(`${relative(ROOT, file)}:${line}:${column}: ${error.message}${quote}`)
}

/** A module of the project by its path from the project root, e.g. 'src/content/languages.ts'. */
export async function loadTs(path) {
  const file = fileURLToPath(new URL(`../${path}`, import.meta.url))
  // Vite resolves its config for a dev server here and sets NODE_ENV to match: keep the caller's,
  // or a build started after this would bundle React's development files.
  const nodeEnv = process.env.NODE_ENV
  try {
    return (await runnerImport(file, { configFile: false, logLevel: 'silent' })).module
  } catch (error) {
    throw mistakeIn(error) ?? error
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/** Throws with every problem of src/content/, naming file and field (github.json's as it loads). */
export async function assertValidContent() {
  const [{ content }, { assertValidContent }] = await Promise.all([
    loadTs('src/site-content/content.ts'),
    loadTs('src/site-content/validate.ts'),
    loadTs('src/site-content/github.ts'),
  ])
  try {
    assertValidContent(content)
  } catch (error) {
    throw new ContentMistake(error.message)
  }
}
