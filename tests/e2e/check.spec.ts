import { existsSync } from 'node:fs'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defaultOnly } from '../../scripts/check/default-text.mjs'
import { checkSite } from '../../scripts/check/site.mjs'
import { DEFAULT_LANGUAGE, OTHER_LANGUAGES, type BuiltLanguage } from './content.ts'
import { BASE, BLOG_PAGES, expect, needs, ROUTES, test } from './fixtures.ts'

// `npm run check` on a copy of the build with faults planted in pages' HTML as content could cause
// them: each is found, naming the page, and nothing else is, on those pages nor on the pages of
// each island. The check opens its own browser and server.
test.describe.configure({ timeout: 60_000 })

type Found = { page: string; message: string; file?: string }

const post = BLOG_PAGES[0]
// A broken link that ends as a field of the content does, which the post wrote, not the field.
const lastWord = DEFAULT_LANGUAGE.site.projects[0]?.slug ?? 'more'
const shownFrom = BLOG_PAGES[1]
const PICTURES = 'https://pictures.example'
const FRAMES = 'https://frames.example'
const translated = OTHER_LANGUAGES[0] as BuiltLanguage | undefined
const inMain = (html: string, added: string) => html.replace(/(<main[^>]*>)/, `$1${added}`)
// A word of the default language's interface, the shortest, as a component could write it.
const hardCodedWord =
  translated &&
  defaultOnly(DEFAULT_LANGUAGE, translated, [])
    .filter((text) => /^\p{L}{4,}$/u.test(text))
    .sort((a, b) => a.length - b.length)[0]

// Each fault planted where the content has its page, with how many problems it makes: a link in a
// post to a page that does not exist and an inline script, the photo of Home without its
// description in the translation only, and a word of the default language on its About.
const plants = [
  ...(post
    ? [
        {
          path: post.path,
          faults: 2,
          plant: (html: string) =>
            inMain(
              html,
              `<p><a href="${BASE}blog/nope/${lastWord}">more</a></p><script>document.title = "changed"</script>`,
            ),
        },
      ]
    : []),
  // Not a fault: a post's picture and frame from other sites, which its page's policy allows as
  // the build writes it for such a post (document/csp.ts).
  ...(shownFrom
    ? [
        {
          path: shownFrom.path,
          faults: 0,
          plant: (html: string) =>
            inMain(
              html
                .replace(
                  'img-src &#x27;self&#x27; data:',
                  `img-src &#x27;self&#x27; data: ${PICTURES}`,
                )
                .replace(/(frame-src )|(form-action )/, (found, frame) =>
                  frame ? `${found}${FRAMES} ` : `frame-src ${FRAMES}; ${found}`,
                ),
              `<img src="${PICTURES}/chart.png" alt="A chart"><iframe src="${FRAMES}/embed/1" title="A talk"></iframe>`,
            ),
        },
      ]
    : []),
  ...(translated
    ? [
        {
          path: translated.folder,
          faults: 1,
          plant: (html: string) => html.replace(/(<img[^>]*?alt=")[^"]+"/, '$1"'),
        },
      ]
    : []),
  ...(translated && hardCodedWord
    ? [
        {
          path: `${translated.folder}about`,
          faults: 1,
          plant: (html: string) => inMain(html, `<p>${hardCodedWord}</p>`),
        },
      ]
    : []),
]

test.describe('a copy of the build with a fault planted on each of three pages', () => {
  test.describe.configure({ mode: 'serial' })
  let found: Found[] = []

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    const dist = await mkdtemp(join(tmpdir(), 'check-'))
    try {
      // What the check reads, and nothing else: another spec may be building into dist/ meanwhile.
      for (const part of ['client', 'content.json', 'page-scripts.json'])
        await cp(join('dist', part), join(dist, part), { recursive: true })
      for (const { path, plant } of plants) {
        // The page as a folder's index.html, and as its .html twin, which the server answers with.
        const files = [join(dist, 'client', path, 'index.html')]
        const twin = join(dist, 'client', `${path.replace(/\/$/, '')}.html`)
        if (path && existsSync(twin)) files.push(twin)
        for (const file of files) await writeFile(file, plant(await readFile(file, 'utf8')))
      }
      // The pages of each island, unchanged: Home's photo is described in the default language.
      const islandPages = ['', 'portfolio', 'contact', 'search'].filter((path) =>
        ROUTES.some((route) => route.path === path),
      )
      found = await checkSite({ dist, pages: [...islandPages, ...plants.map(({ path }) => path)] })
    } finally {
      await rm(dist, { recursive: true, force: true })
    }
  })

  test('a link in a post to a page that does not exist, which the post is named for', () => {
    const { path } = needs(post, 'needs a post')
    const { file } = needs(
      DEFAULT_LANGUAGE.posts.find(({ slug }) => path.endsWith(`blog/${slug}`)),
      'the post',
    )
    expect(found).toContainEqual(
      expect.objectContaining({
        page: path,
        message: expect.stringContaining(`${BASE}blog/nope`),
        file,
      }),
    )
  })

  test('a picture whose alt text is empty in one language', () => {
    const { folder } = needs(translated, 'needs a second language')
    expect(found).toContainEqual(
      expect.objectContaining({ page: folder, message: expect.stringContaining('no alt text') }),
    )
  })

  test('a word hard-coded in a component, on a translated page', () => {
    const { folder } = needs(translated, 'needs a second language')
    const word = needs(hardCodedWord, 'needs a word of the interface')
    expect(found).toContainEqual(
      expect.objectContaining({
        page: `${folder}about`,
        message: expect.stringContaining(`"${word}"`),
      }),
    )
  })

  test('an inline script in a post, which the Content-Security-Policy forbids', () => {
    const { path } = needs(post, 'needs a post')
    expect(found).toContainEqual(
      expect.objectContaining({
        page: path,
        message: expect.stringContaining('Content-Security-Policy'),
      }),
    )
  })

  test('nothing else is found: each fault once, on its page', () => {
    const planted = new Map(plants.map(({ path, faults }) => [path, faults]))
    expect(found.filter(({ page }) => !planted.has(page))).toEqual([])
    for (const [path, faults] of planted)
      expect(
        found.filter(({ page }) => page === path),
        path,
      ).toHaveLength(faults)
  })
})
