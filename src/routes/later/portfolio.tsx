import type { ComponentProps } from 'react'
import { ProjectDialog } from '../../components/project-dialog.tsx'
import { RepoFactsLine } from '../../components/repo-facts.tsx'
import { TagLinks } from '../../components/tag-links.tsx'
import { detailsText, projectDetails } from '../../content/parts/project-details.ts'
import { projects, tags } from '../../content/parts/projects.ts'
import { repoFacts } from '../../content/parts/repos.ts'
import { fill } from '../../lib/fill.ts'
import styles from '../../components/tag-links.module.css'

type DialogProps = Omit<ComponentProps<typeof ProjectDialog>, 'details'>

/** The project dialog over the grid, with the details it shows. */
export default function ProjectDialogWithDetails(props: DialogProps) {
  return <ProjectDialog {...props} details={projectDetails} />
}

/** A project's details as printed with its card: on paper there is no dialog. */
export function PrintedDetails({ slug }: { slug: string }) {
  return projectDetails[slug] ?? null
}

/** A card's line of GitHub numbers; nothing for a project without them. */
export function RepoNumbers({ slug }: { slug: string }) {
  const facts = repoFacts[slug]
  return facts ? <RepoFactsLine facts={facts} /> : null
}

type TagFilterProps = { tag?: string; count: number }

/** The tags that filter the grid, and how many projects it shows, said again as that changes. */
export function TagFilter({ tag, count }: TagFilterProps) {
  if (Object.keys(tags).length === 0) return null
  const total = String(projects.length)
  const label = tag && tags[tag]
  return (
    <div className={styles.filter}>
      <TagLinks tags={tags} label={detailsText.tags} all={detailsText.allTags} current={tag} />
      <p role="status" className={styles.status}>
        {label
          ? fill(detailsText.showingTag, { count: String(count), total, tag: label })
          : fill(detailsText.showingAll, { total })}
      </p>
    </div>
  )
}
