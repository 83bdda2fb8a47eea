import { useId } from 'react'
import type { Tag } from '../content/schema.ts'
import styles from './tag-list.module.css'

type TagListProps = {
  tags: readonly Tag[]
  /** The address of a tag's page. */
  href: (id: string) => string
  label: string
}

// Tags as links to their pages: each lists what has the tag, and works without JavaScript.
export function TagList({ tags, href, label }: TagListProps) {
  const id = `tags${useId()}`
  if (tags.length === 0) return null
  return (
    <>
      <span id={id} className="visually-hidden">
        {label}
      </span>
      <ul className={styles.tags} aria-labelledby={id}>
        {tags.map((tag) => (
          <li key={tag.id}>
            <a href={href(tag.id)} className={styles.tag}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
