import type { ComponentProps } from 'react'
import { ProjectDialog } from '../../components/project-dialog.tsx'
import { COVER_SIZES, projectsWith } from '../../components/project-grid.tsx'
import { TagLinks } from '../../components/tag-links.tsx'
import { detailsText, projectDetails } from '../../content-model/parts/project-details.ts'
import { tags } from '../../content-model/parts/portfolio.ts'
import { shownProjects } from '../../content-model/project-covers.ts'
import { fill } from '../../lib/fill.ts'
import styles from '../../components/tag-links.module.css'

// The grid as the app renders it, for a tag whose grid the loaded page does not hold.
export { ProjectGrid } from '../../components/project-grid.tsx'

/** The grid's first cover, with `tag`, as the page preloads it. */
export function featuredCover(tag: string | undefined) {
  const [first] = projectsWith(tag)
  return first && { image: first.image, sizes: COVER_SIZES.featured }
}

type DialogProps = Omit<ComponentProps<typeof ProjectDialog>, 'details' | 'shown'> & {
  slug: string | undefined
}

/** The project dialog over the grid, with the details it shows: `slug`'s, or closed. */
export default function ProjectDialogWithDetails({ slug, ...props }: DialogProps) {
  const shown = shownProjects.find((entry) => entry.project.slug === slug) ?? null
  return <ProjectDialog {...props} shown={shown} details={projectDetails} />
}

/** The tags that filter the grid, and how many projects it shows, said again as that changes. */
export function TagFilter({ tag }: { tag?: string }) {
  if (Object.keys(tags).length === 0) return null
  const total = String(shownProjects.length)
  const label = tag && tags[tag]
  const count = String(projectsWith(tag).length)
  return (
    <div className={styles.filter}>
      <TagLinks tags={tags} label={detailsText.tags} all={detailsText.allTags} current={tag} />
      <p role="status" className={styles.status}>
        {label
          ? fill(detailsText.showingTag, { count, total, tag: label })
          : fill(detailsText.showingAll, { total })}
      </p>
    </div>
  )
}
