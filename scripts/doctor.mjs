// `npm run doctor`: lists every value in src/content/ still equal to the shipped example's (the
// fields src/content/example-fields.ts names) and exits 1 while any is left. The build prints the
// same lines as warnings. Only when the template changes its example:
//   node scripts/doctor.mjs --record-example   (rewrites src/content/example-fingerprint.json)
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { loadTs } from './load-ts.mjs'

const inContent = (path) => fileURLToPath(new URL(`../src/content/${path}`, import.meta.url))
const RECORD = inContent('example-fingerprint.json')

const readPicture = (path) => {
  try {
    return readFileSync(inContent(path))
  } catch {
    return undefined
  }
}

const readRecord = () => JSON.parse(readFileSync(RECORD, 'utf8'))

async function check(env = process.env) {
  const [{ languages }, { deployTarget }, leftovers] = await Promise.all([
    loadTs('src/content/languages.ts'),
    loadTs('src/content/deploy.ts'),
    loadTs('src/lib/leftovers.ts'),
  ])
  // The address the build uses: deploy.ts's SITE_ORIGIN unless the environment overrides it.
  const SITE_ORIGIN = new URL(deployTarget(env).url).origin
  const contents = languages.map(({ code, site }, i) => ({
    code,
    content: i === 0 ? { ...site, SITE_ORIGIN } : site,
  }))
  return { contents, ...leftovers }
}

const yellow = (text) =>
  process.stderr.isTTY && !process.env.NO_COLOR ? `\x1b[33m${text}\x1b[39m` : text

/** For the build: the doctor's lines as warnings. The build never fails because of them. */
export async function warnAboutExampleContent() {
  try {
    const { contents, doctorAll } = await check()
    for (const line of doctorAll(contents, readRecord(), readPicture).lines)
      console.warn(`${yellow('warning:')} ${line}`)
  } catch (error) {
    console.warn(`${yellow('warning:')} could not check for example content: ${error.message}`)
  }
}

async function main() {
  if (process.argv.includes('--record-example')) {
    const { contents, fingerprint } = await check({}) // deploy.ts's own address, not an override
    const { format, resolveConfig } = await import('prettier')
    const json = JSON.stringify(
      fingerprint(
        contents.map(({ content }) => content),
        readPicture,
      ),
    )
    writeFileSync(
      RECORD,
      await format(json, { ...(await resolveConfig(RECORD)), filepath: RECORD }),
    )
    return console.log(`recorded the example's values in ${RECORD}`)
  }
  const { contents, doctorAll } = await check()
  const { lines, exitCode } = doctorAll(contents, readRecord(), readPicture)
  for (const line of lines) console.log(line)
  console.log(
    exitCode
      ? `\n${lines.length} example values left: replace them before you publish (README.md, "Make it yours").`
      : 'No example content left.',
  )
  process.exitCode = exitCode
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
