import { useContent } from '../site-content/language-content.ts'
import type { Post } from '../site-content/posts.ts'
import { languageOf } from '../lib/fallback.ts'
import { fill } from '../lib/fill.ts'
import { formatDay } from '../lib/dates.ts'
import { postPath } from '../routing/route-path.ts'
import lists from './post-list.module.css'
import styles from './post-relations.module.css'

type SeriesProps = { title: string; parts: readonly Post[]; post: Post }

/** At a post's top: the series it is a part of, where it stands, and a link to every other part. */
export function SeriesParts({ title, parts, post }: SeriesProps) {
  const { ui, href, fallback } = useContent()
  const part = fill(ui.blog.seriesPart, {
    part: String(parts.indexOf(post) + 1),
    parts: String(parts.length),
  })
  return (
    <nav className={styles.series} aria-label={title} data-pagefind-ignore="">
      <p className={styles.heading}>
        <span className={styles.part}>{part}</span>
        <span className={styles.name} {...languageOf(title, fallback)}>
          {title}
        </span>
      </p>
      <ol className={styles.parts}>
        {parts.map((other) => (
          <li key={other.slug}>
            {other === post ? (
              <span aria-current="page">{other.title}</span>
            ) : (
              <a href={href(postPath(other.slug))}>{other.title}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** Below a post: other posts on its subjects, each with its date. */
export function RelatedPosts({ posts }: { posts: readonly Post[] }) {
  const { ui, href, language } = useContent()
  return (
    <section className={styles.related} aria-labelledby="related-posts" data-pagefind-ignore="">
      <h2 id="related-posts" className={styles.heading}>
        {ui.blog.related}
      </h2>
      <ul className={lists.posts}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.post}>
            <a href={href(postPath(post.slug))}>{post.title}</a>
            <time dateTime={post.date}>{formatDay(post.date, language.code)}</time>
          </li>
        ))}
      </ul>
    </section>
  )
}
