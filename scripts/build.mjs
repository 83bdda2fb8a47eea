// `npm run build`: one Vite build for the browser and one for the server,
// then every language's pages prerendered into <dist>/client, the default language at its root
// and each other under /<code>/, all sharing one assets/ folder. <dist>/content.json
// records the content each language was built from (with what it shows of the GitHub snapshot),
// for the browser tests; it is not published.
import { rm, writeFile } from 'node:fs/promises'
import { build } from 'vite'
import { isExampleContent, warnAboutContent } from './doctor.mjs'
import { assertValidContent, loadTs } from './load-ts.mjs'
import { prerender } from './prerender.mjs'
import { indexForSearch } from './search-index.mjs'
import { printSizes } from './sizes.mjs'

// DIST_DIR lets a test build a second copy (for example with BASE_PATH=/) without touching dist/.
const dist = process.env.DIST_DIR ?? 'dist'
const stop = (message) => {
  console.error(`\n${message}\n`)
  process.exit(1)
}
// A mistake in the content stops the build here, with a message that names the file and the field;
// one in a post stops it as Vite compiles the post or the page renders it, with a message that
// starts with the post's file and place (src/content/posts/x.mdx:9:19: …), and no stack.
await assertValidContent().catch((error) => stop(error.message))
const stopAtMistake = (error) => {
  const errors = error.errors ?? [error]
  if (!errors.every(({ message }) => message?.startsWith('src/'))) throw error
  stop(errors.map(({ message }) => message).join('\n'))
}
const bundle = (options) => build({ logLevel: 'warn', build: options }).catch(stopAtMistake)
const [
  { content: source, contentFor },
  { themeColours },
  { languages, languagePath },
  { githubContent },
  { textsAt },
] = await Promise.all([
  loadTs('src/site-content/content.ts'),
  loadTs('src/theme/palette.ts'),
  loadTs('src/content/languages.ts'),
  loadTs('src/site-content/github.ts'),
  loadTs('src/site-content/merge-words.ts'),
])

// An accent too light or too dark for one theme is moved there to the nearest lightness that reads.
for (const note of themeColours(source.facts.theme).notes) console.log(`theme: ${note}`)

// content.json goes too: written last, it marks a whole build (scripts/build-if-needed.mjs).
await rm(`${dist}/client`, { recursive: true, force: true })
await rm(`${dist}/content.json`, { force: true })
const server = `${dist}/server`
await bundle({ outDir: `${dist}/client` })
// The server's build emits the pictures only it renders: those in posts' bodies.
await bundle({ ssr: 'src/entry-server.tsx', outDir: server, ssrEmitAssets: true })
const scripts = await prerender(server, `${dist}/client`, languages).catch(stopAtMistake)
// Each page's JavaScript, which the budget test reads too; not published.
await writeFile(`${dist}/page-scripts.json`, JSON.stringify(scripts))
await printSizes(`${dist}/client`, scripts)
await rm(server, { recursive: true })
await indexForSearch(
  `${dist}/client`,
  languages.map(({ code }) => languagePath(code)),
)
const defaultWords = source.words[languages[0].code]
const built = languages.map(({ code, name }) => {
  const content = contentFor(code)
  const github = githubContent(content.site, content.ui, code)
  const untranslatedTexts = textsAt(defaultWords, content.untranslated)
  return { code, name, folder: languagePath(code), ...content, github, untranslatedTexts }
})
await writeFile(
  `${dist}/content.json`,
  JSON.stringify({ example: await isExampleContent(), languages: built }),
)
await warnAboutContent()
