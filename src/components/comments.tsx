import type { Comments, Ui } from '../content-model/schema.ts'
import { giscusLanguage, type CommentSettings } from '../document/comments.ts'
import { ExternalLink } from './external-link.tsx'
import styles from './comments.module.css'

type PostCommentsProps = {
  comments: Comments
  /** The post's slug, which names its discussion. */
  slug: string
  /** The page's language code. */
  language: string
  text: Ui['comments']
  newTab: string
}

/**
 * The last part of a post, when site.ts turns comments on: its discussion on GitHub, as a link
 * that works without JavaScript, and the place browser/comments.ts shows it in.
 */
export function PostComments({ comments, slug, language, text, newTab }: PostCommentsProps) {
  if (comments.provider === 'none') return null
  const { repo, repoId, category, categoryId, load = 'visible' } = comments
  const settings: CommentSettings = {
    repo,
    repoId,
    category,
    categoryId,
    term: slug,
    lang: giscusLanguage(language),
    load,
  }
  return (
    <section
      className={styles.comments}
      aria-labelledby="comments-heading"
      data-comments={JSON.stringify(settings)}
      data-pagefind-ignore=""
    >
      <h2 id="comments-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p>
        <ExternalLink href={`https://github.com/${repo}/discussions`} newTab={newTab}>
          {text.onGitHub}
        </ExternalLink>
      </p>
      {load === 'click' && (
        <button type="button" className={styles.show} hidden>
          {text.show}
        </button>
      )}
    </section>
  )
}
