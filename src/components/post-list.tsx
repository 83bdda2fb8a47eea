import { site, ui } from '../content-model/language.ts'
import type { Post } from '../lib/posts.ts'
import { pageHref } from '../lib/base.ts'
import { blogTagPath, postPath } from '../lib/route-path.ts'
import { PostMeta } from './post-meta.tsx'
import { TagList } from './tag-list.tsx'
import styles from './post-list.module.css'

type PostListProps = { posts: readonly Post[] }

/** The tags of a post with their labels, in the post's order. */
export const postTags = (post: Post) => post.tags.map((id) => ({ id, label: site.tags[id] ?? id }))

export const tagHref = (id: string) => pageHref(blogTagPath(id))

// Posts newest first, each with its date, reading time, description and tags.
export function PostList({ posts }: PostListProps) {
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug}>
          <article className={styles.post}>
            <h2 className={styles.title}>
              <a href={pageHref(postPath(post.slug))}>{post.title}</a>
            </h2>
            <PostMeta post={post} />
            <p className={styles.description}>{post.description}</p>
            <TagList tags={postTags(post)} href={tagHref} label={ui.blog.tags} />
          </article>
        </li>
      ))}
    </ol>
  )
}
