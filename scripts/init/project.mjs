// The project as init finds it: the content as the build reads it, the record of the shipped
// example, and the site's accent colour.
import { readFileSync } from 'node:fs'
import { loadTs } from '../load-ts.mjs'

const readPicture = (path) => {
  try {
    return readFileSync(`src/content/${path}`)
  } catch {
    return undefined
  }
}

export async function readProject() {
  const [
    { content },
    deploy,
    leftovers,
    { themeColours },
    { postName, splitPost },
    { PLACEHOLDER },
    { MISSPELT },
  ] = await Promise.all([
    loadTs('src/site-content/content.ts'),
    loadTs('src/content/deploy.ts'),
    loadTs('src/site-content/leftovers.ts'),
    loadTs('src/theme/palette.ts'),
    loadTs('src/site-content/posts.ts'),
    loadTs('src/content-model/placeholders.ts'),
    loadTs('src/content-model/example-fields.ts'),
  ])
  const record = JSON.parse(readFileSync('src/content-model/example-fingerprint.json', 'utf8'))
  const { isExample, isPlaceholder } = leftovers
  /** Whether a value is the example's or a placeholder: init replaces it without asking. */
  const isStandIn = (kind, pattern, value) =>
    isExample(record, kind, pattern, value, readPicture) ||
    isExample(record.copy, kind, pattern, value, readPicture) ||
    isPlaceholder(kind, pattern, value)
  const isExamplePicture = (path) =>
    ['home.photo', 'projects[*].img'].some((pattern) =>
      isExample(record, 'facts', pattern, path, readPicture),
    )
  const titleOf = ({ file, text }) => splitPost(text).data?.title ?? file
  const isExamplePost = (post) =>
    isExample(record, 'posts', 'post', { title: titleOf(post), text: post.text }, readPicture)
  return {
    facts: content.facts,
    words: content.words,
    languages: content.languages,
    posts: content.posts,
    deploy: { origin: deploy.SITE_ORIGIN, base: deploy.BASE_PATH },
    // The light theme's: the pictures sit on its paper as well as on the dark theme's graphite.
    accent: themeColours(content.facts.theme).colours.light.accent,
    placeholder: PLACEHOLDER,
    /** The example's headings misspelt on purpose, each with its right spelling. */
    misspelt: MISSPELT,
    isStandIn,
    isExamplePicture,
    isExamplePost,
    readPicture,
    titleOf,
    /** The language a post is written in, by its file's name. */
    languageOf: ({ file }) => postName(file, content.languages[0].code).code,
    /** The tags of a post's front matter. */
    tagsOf: ({ text }) => splitPost(text).data?.tags ?? [],
  }
}
