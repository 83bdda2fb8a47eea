// The posts and the pictures. A language dropped takes its posts with it; --start clean takes the
// example's posts, and a placeholder post takes their place when none is left. Then every picture
// of the example that nothing names any more goes, the example's face among them.
import { readdirSync } from 'node:fs'
import { loadTs } from '../load-ts.mjs'

/** Decides which posts stay; returns them and those that go. */
export async function editPosts(plan, removedLanguages) {
  const { answers, project } = plan
  const clean = answers.start === 'clean'
  const kept = []
  const removed = []
  for (const post of project.posts) {
    const goes =
      removedLanguages.includes(project.languageOf(post)) ||
      (clean &&
        post.file !== project.placeholder.post.file &&
        (project.isExamplePost(post) ||
          (await plan.mayChangeOwn(post.file, project.titleOf(post)))))
    if (goes) {
      plan.files.set(post.file, null)
      plan.changes.push(`${post.file}: removed`)
    }
    ;(goes ? removed : kept).push(post)
  }
  if (clean && kept.length === 0) {
    const post = placeholderPost(project.placeholder.post)
    plan.files.set(post.file, post.text)
    plan.changes.push(`${post.file}: a placeholder post to write in`)
    kept.push(post)
  }
  return { kept, removed }
}

function placeholderPost({ file, title, description, body }) {
  const date = new Date().toISOString().slice(0, 10)
  const text = `---\ntitle: ${title}\ndescription: ${description}\ndate: ${date}\n---\n\n${body}\n`
  return { file, text }
}

const { PICTURE_FILE } = await loadTs('src/lib/picture.ts')
const POST_PICTURE = /images\/posts\/[\w.-]+/g
const picturesOf = (posts) => posts.flatMap(({ text }) => text.match(POST_PICTURE) ?? [])

/** Deletes each picture of the example's, or of a post that goes, that nothing left names. */
export function editPictures(plan, { photo, projects, posts }) {
  const { project } = plan
  const named = new Set([photo, ...projects.map((p) => p.img), ...picturesOf(posts.kept)])
  const ofRemovedPosts = new Set(picturesOf(posts.removed))
  const pictures = readdirSync('src/content/images', { recursive: true })
    .map((path) => `images/${path}`)
    .filter((path) => PICTURE_FILE.test(path) && !named.has(path))
  for (const path of pictures.sort())
    if (project.isExamplePicture(path) || ofRemovedPosts.has(path)) {
      plan.files.set(`src/content/${path}`, null)
      plan.changes.push(`src/content/${path}: removed`)
    }
}
