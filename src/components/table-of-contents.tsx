import type { Heading } from '../site-content/posts.ts'
import styles from './table-of-contents.module.css'

type Section = Heading & { subsections: Heading[] }

// Each h3 belongs to the h2 before it; one before any h2 stands on its own.
const sectionsOf = (headings: readonly Heading[]) =>
  headings.reduce<Section[]>((sections, heading) => {
    const last = sections.at(-1)
    if (heading.level === 3 && last) last.subsections.push(heading)
    else sections.push({ ...heading, subsections: [] })
    return sections
  }, [])

const Link = ({ heading }: { heading: Heading }) => <a href={`#${heading.id}`}>{heading.text}</a>

/**
 * A post's sections as links: closed above the text on a narrow screen, beside it on a wide one,
 * where it shows from the first paint and browser/contents.ts marks the section being read.
 */
export function TableOfContents({
  headings,
  label,
}: {
  headings: readonly Heading[]
  label: string
}) {
  return (
    <nav className={styles.contents} aria-label={label} data-contents="" data-pagefind-ignore="">
      <details>
        <summary>{label}</summary>
        <ol>
          {sectionsOf(headings).map((section) => (
            <li key={section.id}>
              <Link heading={section} />
              {section.subsections.length > 0 && (
                <ol>
                  {section.subsections.map((subsection) => (
                    <li key={subsection.id}>
                      <Link heading={subsection} />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          ))}
        </ol>
      </details>
    </nav>
  )
}
