// `npm run doctor`: lists every value in src/content/ still equal to the shipped example's (the
// fields src/content-model/example-fields.ts names) and exits 1 while any is left; then the texts a
// language leaves to the default's. The build prints one line of each. Only when the template
// changes its example:
//   node scripts/doctor.mjs --record-example   (rewrites src/content-model/example-fingerprint.json)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ContentMistake, loadTs } from './load-ts.mjs'

const inContent = (path) => fileURLToPath(new URL(`../src/content/${path}`, import.meta.url))
const RECORD = fileURLToPath(
  new URL('../src/content-model/example-fingerprint.json', import.meta.url),
)

const readPicture = (path) => {
  try {
    return readFileSync(inContent(path))
  } catch {
    return undefined
  }
}

const { PICTURE_FILE } = await loadTs('src/lib/picture.ts')

const readRecord = () => JSON.parse(readFileSync(RECORD, 'utf8'))

// The pictures in src/content/images/ that neither site.ts nor a post names: the build leaves
// them out, but for the posts' folder, which it publishes whole.
function unusedPictures(facts, posts) {
  const named = new Set([facts.home.photo, ...facts.projects.map((project) => project.img)])
  const used = (path) => named.has(path) || posts.some(({ text }) => text.includes(path))
  return readdirSync(inContent('images'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PICTURE_FILE.test(entry.name))
    .map((entry) => `${entry.parentPath.slice(inContent('').length)}/${entry.name}`)
    .filter((path) => !used(path))
    .sort()
}
export const unusedLine = (path) =>
  /^images\/posts\/[^/]+$/.test(path)
    ? `src/content/${path} is not named in a post, yet published, as every file of src/content/images/posts/ is: delete it, or use it`
    : `src/content/${path} is not named in src/content/site.ts or a post, so it is not published: delete it, or use it`

/**
 * The files in a content folder the build does not read, each with what to do: a words file of a
 * language languages.ts does not list, a post that is not MDX.
 */
export function unreadFiles(contentDir, languages) {
  const filesIn = (folder) =>
    readdirSync(join(contentDir, folder), { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map(({ name }) => name)
      .sort()
  const codes = new Set(languages.map(({ code }) => code))
  const words = filesIn('words')
    .filter((name) => !codes.has(name.replace(/\.ts$/, '')))
    .map(
      (name) =>
        `src/content/words/${name} is not read: src/content/languages.ts has no language "${name.replace(/\.ts$/, '')}"; add its line there, or delete the file`,
    )
  const posts = existsSync(join(contentDir, 'posts'))
    ? filesIn('posts')
        .filter((name) => !name.endsWith('.mdx'))
        .map(
          (name) =>
            `src/content/posts/${name} is not read: a post is an .mdx file (<slug>.mdx, or <slug>.<language code>.mdx)`,
        )
    : []
  return [...words, ...posts]
}

/** The content's files as the doctor reads them, each language's untranslated texts, the checks. */
async function check(env = process.env) {
  const [{ content, contentFor }, { deployTarget }, leftovers, { splitPost }, { EXAMPLE_COPY }] =
    await Promise.all([
      loadTs('src/site-content/content.ts'),
      loadTs('src/content/deploy.ts'),
      loadTs('src/site-content/leftovers.ts'),
      loadTs('src/site-content/posts.ts'),
      loadTs('src/content-model/example-fields.ts'),
    ])
  const files = [
    { file: 'src/content/site.ts', kind: 'facts', content: content.facts },
    ...content.languages.map(({ code }) => ({
      file: `src/content/words/${code}.ts`,
      kind: 'words',
      content: content.words[code],
    })),
    ...content.posts.map(({ file, text }) => {
      const { data, body } = splitPost(text)
      return {
        file,
        kind: 'posts',
        content: { post: { title: data?.title ?? file, text }, body: body.trim() },
      }
    }),
  ]
  // The address the build uses: deploy.ts's SITE_ORIGIN unless the environment overrides it.
  const SITE_ORIGIN = new URL(deployTarget(env).url).origin
  const deploy = { file: 'src/content/deploy.ts', kind: 'facts', content: { SITE_ORIGIN } }
  const untranslated = content.languages.slice(1).map(({ code }) => ({
    code,
    keys: contentFor(code).untranslated,
  }))
  const unused = unusedPictures(content.facts, content.posts)
  const unread = unreadFiles(inContent(''), content.languages)
  return {
    files,
    withDeploy: [...files, deploy],
    untranslated,
    unused,
    unread,
    EXAMPLE_COPY,
    ...leftovers,
  }
}

const yellow = (text) =>
  process.stderr.isTTY && !process.env.NO_COLOR ? `\x1b[33m${text}\x1b[39m` : text

// A language just added leaves hundreds: the build names a few, the doctor every one.
const NAMED_UNTRANSLATED = 5

/** The build's line about a language's untranslated texts: how many, and the first few. */
export function untranslatedLine({ code, keys }) {
  const named = keys.slice(0, NAMED_UNTRANSLATED).join(', ')
  const more = keys.length - NAMED_UNTRANSLATED
  return `${code}: ${keys.length} ${keys.length === 1 ? 'text' : 'texts'} not translated (shown in the default language): ${named}${more > 0 ? `, and ${more} more: \`npm run doctor\` lists them` : ''}`
}

/** Whether src/content/ is still exactly the shipped example: checks of its own words run then. */
export async function isExampleContent() {
  const { files, contentHash } = await check()
  return contentHash(files, readPicture) === readRecord().content
}

/** For the build: one line about example leftovers, one per partly translated language. */
export async function warnAboutContent() {
  try {
    const { withDeploy, untranslated, unused, unread, doctor } = await check()
    const { lines } = doctor(withDeploy, readRecord(), readPicture)
    if (lines.length > 0)
      console.warn(
        `${yellow('warning:')} ${lines.length} example or placeholder values are still in src/content/: \`npm run doctor\` lists them`,
      )
    for (const language of untranslated.filter(({ keys }) => keys.length > 0))
      console.warn(`${yellow('warning:')} ${untranslatedLine(language)}`)
    for (const path of unused) console.warn(`${yellow('warning:')} ${unusedLine(path)}`)
    for (const line of unread) console.warn(`${yellow('warning:')} ${line}`)
  } catch (error) {
    console.warn(`${yellow('warning:')} could not check the content: ${error.message}`)
  }
}

async function main() {
  if (process.argv.includes('--record-example')) {
    const { files, withDeploy, fingerprint, contentHash, EXAMPLE_COPY } = await check({}) // deploy.ts's own address
    const { format, resolveConfig } = await import('prettier')
    const json = JSON.stringify({
      ...fingerprint(withDeploy, readPicture),
      copy: fingerprint(withDeploy, readPicture, EXAMPLE_COPY),
      content: contentHash(files, readPicture),
    })
    writeFileSync(
      RECORD,
      await format(json, { ...(await resolveConfig(RECORD)), filepath: RECORD }),
    )
    return console.log(`recorded the example's values in ${RECORD}`)
  }
  const { withDeploy, untranslated, unused, unread, doctor } = await check()
  const { lines, exitCode } = doctor(withDeploy, readRecord(), readPicture)
  for (const line of lines) console.log(line)
  for (const { code, keys } of untranslated)
    for (const key of keys)
      console.log(`warning: ${code}: ${key}: not translated, shown in the default language`)
  for (const path of unused) console.log(`warning: ${unusedLine(path)}`)
  for (const line of unread) console.log(`warning: ${line}`)
  console.log(
    exitCode
      ? `\n${lines.length} example or placeholder values left: replace them before you publish (README.md, "Make it yours").`
      : 'No example content left.',
  )
  process.exitCode = exitCode
}

if (process.argv[1] === import.meta.filename)
  await main().catch((error) => {
    if (!(error instanceof ContentMistake)) throw error
    console.error(error.message)
    process.exitCode = 1
  })
