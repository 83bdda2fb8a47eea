import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultOnly } from '../../scripts/check/default-text.mjs'
import { checkSite } from '../../scripts/check/site.mjs'
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES, type BuiltLanguage } from './content.ts'
import { BASE, BLOG_PAGES, expect, needs, test } from './fixtures.ts'

// `npm run check` on a copy of the build with one fault planted in a page's HTML, as content could
// cause it: each is found, naming the page. The check opens its own browser and server.
test.describe.configure({ mode: 'parallel', timeout: 60_000 })

type Found = { page: string; message: string; file?: string }

// `also`: pages checked beside it, unchanged.
async function checkWith(
  path: string,
  plant: (html: string) => string,
  also: string[] = [],
): Promise<Found[]> {
  const dist = await mkdtemp(join(tmpdir(), 'check-'))
  try {
    await cp('dist', dist, { recursive: true, filter: (file) => !file.includes('/build/') })
    // The page as a folder's index.html, and as its .html twin, which the server answers with.
    const files = [join(dist, 'client', path, 'index.html')]
    const twin = join(dist, 'client', `${path.replace(/\/$/, '')}.html`)
    if (path && existsSync(twin)) files.push(twin)
    for (const file of files) await writeFile(file, plant(await readFile(file, 'utf8')))
    return await checkSite({ dist, pages: [path, ...also] })
  } finally {
    await rm(dist, { recursive: true, force: true })
  }
}

const post = () => needs(BLOG_PAGES[0], 'needs a post')
const translated = () => needs(OTHER_LANGUAGES[0], 'needs a second language') as BuiltLanguage
const inMain = (html: string, added: string) => html.replace(/(<main[^>]*>)/, `$1${added}`)

test('the built site passes: the pages of each island, and a post', async () => {
  const pages = ['', 'portfolio', 'contact', 'search', ...BLOG_PAGES.slice(0, 1).map((p) => p.path)]
  expect(await checkSite({ pages })).toEqual([])
})

test('a link in a post to a page that does not exist', async () => {
  const { path } = post()
  const found = await checkWith(path, (html) =>
    inMain(html, `<p><a href="${BASE}blog/nope">more</a></p>`),
  )
  expect(found).toContainEqual(
    expect.objectContaining({ page: path, message: expect.stringContaining(`${BASE}blog/nope`) }),
  )
})

test('a picture whose alt text is empty in one language', async () => {
  // Home's photo, described in the default language at '' and not in the other's.
  const { folder } = translated()
  const found = await checkWith(folder, (html) => html.replace(/(<img[^>]*?alt=")[^"]+"/, '$1"'), [
    '',
  ])
  expect(found).toContainEqual(
    expect.objectContaining({ page: folder, message: expect.stringContaining('no alt text') }),
  )
})

test('a word hard-coded in a component, on a translated page', async () => {
  const language = translated()
  // A word of the default language's interface, the shortest, as a component could write it.
  const [word] = defaultOnly(DEFAULT_LANGUAGE, language, [])
    .filter((text) => /^\p{L}{4,}$/u.test(text))
    .sort((a, b) => a.length - b.length)
  const path = `${language.folder}about`
  const found = await checkWith(path, (html) =>
    inMain(html, `<p>${needs(word, 'needs a word')}</p>`),
  )
  expect(found).toContainEqual(
    expect.objectContaining({ page: path, message: expect.stringContaining(`"${word}"`) }),
  )
})

test('an inline script in a post, which the Content-Security-Policy forbids', async () => {
  const { path } = post()
  const found = await checkWith(path, (html) =>
    inMain(html, '<script>document.title = "changed"</script>'),
  )
  expect(found).toContainEqual(
    expect.objectContaining({
      page: path,
      message: expect.stringContaining('Content-Security-Policy'),
    }),
  )
})
