import { lang } from '../content-model/parts/frame.ts'
import { blogText, type PostSummary } from '../content-model/parts/blog.ts'
import { formatDay } from '../lib/dates.ts'
import { fill } from '../lib/fill.ts'
import styles from './post-meta.module.css'

type PostMetaProps = { post: PostSummary }

// When a post came out (and last changed) and how long it takes to read.
export function PostMeta({ post }: PostMetaProps) {
  return (
    <p className={styles.meta} data-pagefind-ignore="">
      <time dateTime={post.date}>{formatDay(post.date, lang)}</time>
      {post.updated && (
        <span>
          {blogText.updated} <time dateTime={post.updated}>{formatDay(post.updated, lang)}</time>
        </span>
      )}
      <span>{fill(blogText.minutesToRead, { minutes: String(post.minutes) })}</span>
    </p>
  )
}
