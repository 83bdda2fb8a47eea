import styles from './tag-list.module.css'

type TagListProps = {
  tags: readonly { id: string; label: string }[]
  /** The address of a tag's page. */
  href: (id: string) => string
  label: string
}

// Tags as links to their pages: each lists what has the tag, and works without JavaScript.
export function TagList({ tags, href, label }: TagListProps) {
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
            <a href={href(tag.id)} className={styles.tag}>
              {tag.label}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
