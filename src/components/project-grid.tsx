import { hrefUnder } from '../routing/base.ts'
import { projectPath } from '../routing/route-path.ts'
import { ProjectCard } from './project-card.tsx'
import type { ShownProject } from './project-details.tsx'
import styles from './project-grid.module.css'

/** The projects the grid shows: all, or those with `tag`. */
export const projectsWith = (projects: readonly ShownProject[], tag: string | undefined) =>
  tag ? projects.filter(({ project }) => project.tags.includes(tag)) : projects

// Rendered widths of a cover, matching the grid in project-grid.module.css.
export const COVER_SIZES = {
  featured: '(min-width: 60rem) 40rem, (min-width: 48rem) 90vw, 100vw',
  card: '(min-width: 75rem) 23rem, (min-width: 70rem) 30vw, (min-width: 40rem) 45vw, 100vw',
}

type ProjectGridProps = {
  projects: readonly ShownProject[]
  /** The base path of the page's language: '/react-portfolio/fi/'. */
  base: string
  text: { viewProject: string; opensInNewTab: string }
}

/**
 * The grid of projects, the first one featured. Each title links to the project's page and names
 * the project (data-project), so the grid's island can open it over the grid instead.
 */
export function ProjectGrid({ projects, base, text }: ProjectGridProps) {
  return (
    <ul className={styles.grid}>
      {projects.map((entry, index) => (
        <li key={entry.project.slug} className={index === 0 ? styles.wide : undefined}>
          <ProjectCard
            {...entry}
            href={hrefUnder(base, projectPath(entry.project.slug))}
            featured={index === 0}
            viewProject={text.viewProject}
            newTab={text.opensInNewTab}
            sizes={index === 0 ? COVER_SIZES.featured : COVER_SIZES.card}
          />
        </li>
      ))}
    </ul>
  )
}
