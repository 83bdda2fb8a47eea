import { useContent } from '../site-content/language-content.ts'
import type { Post } from '../site-content/posts.ts'
import { longWord } from '../lib/long-words.ts'
import { blogTagPath, postPath } from '../routing/route-path.ts'
import { PostMeta } from './post-meta.tsx'
import { TagList } from './tag-list.tsx'
import styles from './post-list.module.css'

type PostListProps = { posts: readonly Post[] }

/** A post's tags, in its order, each a link to the posts with it. */
export function PostTags({ post }: { post: Post }) {
  const { site, ui, href, fallback } = useContent()
  return (
    <TagList
      fallback={fallback}
      tags={post.tags.map((id) => ({ id, label: site.tags[id] ?? id }))}
      href={(id) => href(blogTagPath(id))}
      label={ui.blog.tags}
    />
  )
}

// Posts newest first, each with its date, reading time, description and tags. Search finds each
// post on its own page, never the list for a post's words.
export function PostList({ posts }: PostListProps) {
  const { href } = useContent()
  return (
    <ol className={styles.posts} data-pagefind-ignore="">
      {posts.map((post) => (
        <li key={post.slug}>
          <article className={styles.post}>
            <h2 className={styles.title} data-long-word={longWord(post.title)}>
              <a href={href(postPath(post.slug))}>{post.title}</a>
            </h2>
            <PostMeta post={post} />
            <p className={styles.description}>{post.description}</p>
            <PostTags post={post} />
          </article>
        </li>
      ))}
    </ol>
  )
}
