import type { Post } from '../site-content/posts.ts'

// How a language's posts (newest first, site-content/posts.ts) relate to one of them.

/** The parts of the post's series, oldest first; none when it has no series or is its only part. */
export function seriesParts(posts: readonly Post[], post: Post): Post[] {
  if (!post.series) return []
  const parts = posts.filter((other) => other.series === post.series).reverse()
  return parts.length > 1 ? parts : []
}

/**
 * Up to `count` other posts that share the post's tags: most tags shared first, then newest. The
 * posts in `shown` (the previous and the next, which the page links already) are left out.
 */
export function relatedPosts(
  posts: readonly Post[],
  post: Post,
  shown: readonly (Post | undefined)[],
  count = 3,
): Post[] {
  const shared = (other: Post) => other.tags.filter((tag) => post.tags.includes(tag)).length
  return posts
    .filter((other) => other !== post && !shown.includes(other) && shared(other) > 0)
    .map((other, newest) => ({ other, shared: shared(other), newest }))
    .sort((a, b) => b.shared - a.shared || a.newest - b.newest)
    .slice(0, count)
    .map(({ other }) => other)
}
