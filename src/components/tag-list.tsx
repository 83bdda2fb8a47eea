import { languageOf, type Fallback } from '../lib/fallback.ts'
import styles from './tag-links.module.css'

type TagListProps = {
  tags: readonly { id: string; label: string }[]
  /** The address of a tag's page. */
  href: (id: string) => string
  label: string
  /** The labels a translation leaves to the default language. */
  fallback?: Fallback
}

// A post's tags as links to their pages, which list the posts with the tag; they look like the
// projects' (tag-links.tsx), in a plain list where a page may have many.
export function TagList({ tags, href, label, fallback }: TagListProps) {
  if (tags.length === 0) return null
  // Said before the list: a plain list may not be named (aria-label-misuse).
  return (
    <>
      <span className="visually-hidden" data-pagefind-ignore="">
        {label}
      </span>
      <ul className={styles.tags} data-pagefind-ignore="">
        {tags.map((tag) => (
          <li key={tag.id}>
            <a href={href(tag.id)} {...languageOf(tag.label, fallback)}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
