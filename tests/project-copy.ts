import { execSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect } from 'vitest'

// A copy of the project as an owner's clone has it, to edit and build without touching this one.

export type Edit = (file: string, change: (text: string) => string) => void
export type Copy = {
  dir: string
  edit: Edit
  build: () => string
  unitTests: () => string
  npmTest: () => string
}

export function copyOfProject(): Copy {
  const dir = mkdtempSync(join(tmpdir(), 'owner-'))
  // What a clone has: the tracked files and the new ones not ignored, as they are now.
  const files = execSync('git ls-files -co --exclude-standard', { encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && existsSync(file) && !file.startsWith('tests/owner/'))
  for (const file of files) cpSync(file, join(dir, file), { recursive: true })
  // The packages are the project's own, linked one by one; the caches (.tmp, .vite) the copy's own.
  mkdirSync(join(dir, 'node_modules'))
  for (const name of readdirSync('node_modules').filter((name) => !/^\.(tmp|vite)$/.test(name)))
    symlinkSync(join(process.cwd(), 'node_modules', name), join(dir, 'node_modules', name))
  const edit: Edit = (file, change) => {
    const path = join(dir, file)
    const before = readFileSync(path, 'utf8')
    const after = change(before)
    if (after === before) throw new Error(`the edit of ${file} changed nothing`)
    writeFileSync(path, after)
  }
  // `npm run build`: the type check (tests included) and the build, in an owner's environment (not
  // the test runner's NODE_ENV=test); all it says, for the warnings. A failed build throws.
  const build = () => {
    const env = { ...process.env, NODE_ENV: undefined }
    const run = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env })
    if (run.status !== 0) throw new Error(`npm run build failed:\n${run.stdout}${run.stderr}`)
    const output = run.stdout + run.stderr
    expect(output, 'a page over its JavaScript budget').not.toContain('OVER BUDGET')
    return output
  }
  // The unit tests, as `npm test` runs them before it deploys: a check that holds only for the
  // shipped example would stop the owner's deploy.
  const unitTests = () => {
    const env = { ...process.env, NODE_ENV: undefined, VITEST: undefined, NO_COLOR: '1' }
    const run = spawnSync('npx', ['vitest', 'run'], { cwd: dir, encoding: 'utf8', env })
    if (run.status !== 0) throw new Error(`the unit tests failed:\n${run.stdout}${run.stderr}`)
    return run.stdout
  }
  // The whole `npm test`, as the deploy workflow runs it before it publishes.
  const npmTest = () => {
    const env = { ...process.env, NODE_ENV: undefined, VITEST: undefined, NO_COLOR: '1' }
    const run = spawnSync('npm', ['test'], { cwd: dir, encoding: 'utf8', env })
    if (run.status !== 0) throw new Error(`npm test failed:\n${run.stdout}${run.stderr}`)
    return run.stdout
  }
  return { dir, edit, build, unitTests, npmTest }
}

/**
 * Makes fresh copies for a test file, each removed after its tests; KEEP_OWNER_COPIES=1 keeps
 * them (their paths are printed), to run more in them.
 */
export function freshCopies() {
  const copies: Copy[] = []
  afterAll(() => {
    for (const { dir } of copies)
      if (process.env.KEEP_OWNER_COPIES) console.log(`kept ${dir}`)
      else rmSync(dir, { recursive: true, force: true })
  })
  return () => {
    const copy = copyOfProject()
    copies.push(copy)
    return copy
  }
}
