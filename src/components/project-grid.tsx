import { projectDetails } from '../content-model/parts/project-details.ts'
import { portfolioText } from '../content-model/parts/portfolio.ts'
import { repoFacts } from '../content-model/parts/repos.ts'
import { shownProjects } from '../content-model/project-covers.ts'
import { pageHref } from '../lib/base.ts'
import { projectPath } from '../lib/route-path.ts'
import { ProjectCard } from './project-card.tsx'
import { RepoFactsLine } from './repo-facts.tsx'
import styles from './project-grid.module.css'

/** The projects the grid shows: all, or those with `tag`. */
export const projectsWith = (tag: string | undefined) =>
  tag ? shownProjects.filter(({ project }) => project.tags.includes(tag)) : shownProjects

// Rendered widths of a cover, matching the grid in project-grid.module.css.
export const COVER_SIZES = {
  featured: '(min-width: 60rem) 40rem, (min-width: 48rem) 90vw, 100vw',
  card: '(min-width: 75rem) 23rem, (min-width: 70rem) 30vw, (min-width: 40rem) 45vw, 100vw',
}

/**
 * The grid of projects, the first one featured. It has no controls of its own: the page that
 * shows it opens a project's dialog from the title links, which name the project (data-project).
 */
export function ProjectGrid({ tag }: { tag?: string }) {
  return (
    <ul className={styles.grid}>
      {projectsWith(tag).map((entry, index) => {
        const { slug } = entry.project
        const facts = repoFacts[slug]
        return (
          <li key={slug} className={index === 0 ? styles.wide : undefined}>
            <ProjectCard
              {...entry}
              href={pageHref(projectPath(slug))}
              featured={index === 0}
              viewProject={portfolioText.viewProject}
              sizes={index === 0 ? COVER_SIZES.featured : COVER_SIZES.card}
              printedDetails={projectDetails[slug]}
              repo={facts && <RepoFactsLine facts={facts} />}
            />
          </li>
        )
      })}
    </ul>
  )
}
