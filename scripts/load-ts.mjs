// The build's scripts read TypeScript modules of src/ (the languages, the content, pure helpers)
// the way vite.config.ts reads the content parts: evaluated by Vite.
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

/** A module of the project by its path from the project root, e.g. 'src/content/languages.ts'. */
export async function loadTs(path) {
  const file = fileURLToPath(new URL(`../${path}`, import.meta.url))
  // Vite resolves its config for a dev server here and sets NODE_ENV to match: keep the caller's,
  // or a build started after this would bundle React's development files.
  const nodeEnv = process.env.NODE_ENV
  try {
    return (await runnerImport(file, { configFile: false, logLevel: 'silent' })).module
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
  assertValidContent(content)
}
