import { useContent } from '../site-content/language-content.ts'
import type { Post } from '../site-content/posts.ts'
import { formatDay } from '../lib/dates.ts'
import { fill } from '../lib/fill.ts'
import styles from './post-meta.module.css'

type PostMetaProps = { post: Post }

// When a post came out (and last changed) and how long it takes to read.
export function PostMeta({ post }: PostMetaProps) {
  const { language, ui } = useContent()
  return (
    <p className={styles.meta} data-pagefind-ignore="">
      <time dateTime={post.date}>{formatDay(post.date, language.code)}</time>
      {post.updated && (
        <span>
          {ui.blog.updated}{' '}
          <time dateTime={post.updated}>{formatDay(post.updated, language.code)}</time>
        </span>
      )}
      <span>{fill(ui.blog.minutesToRead, { minutes: String(post.minutes) })}</span>
    </p>
  )
}
