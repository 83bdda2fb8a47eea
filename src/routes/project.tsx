import { DETAILS_IMAGE_SIZES, ProjectDetails } from '../components/project-details.tsx'
import { pageHref } from '../lib/base.ts'
import { projectDetails } from '../content/parts/project-details.ts'
import { projectText, shownProjects } from '../content/projects.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import { projectPath } from '../routes.ts'
import styles from './project.module.css'

const indexOf = (slug: string | undefined) =>
  shownProjects.findIndex((entry) => entry.project.slug === slug)

/** A project's own page: what the dialog over the grid shows, with the way to its neighbours. */
export default function Project({ slug }: PageProps) {
  const index = indexOf(slug)
  const entry = shownProjects[index]
  if (!entry) return null // routes.ts only has pages for the projects there are
  const previous = shownProjects[index - 1]
  const next = shownProjects[index + 1]
  return (
    <article className={styles.page}>
      <a href={pageHref('/portfolio')} className={styles.back}>
        All projects
      </a>
      <div className={styles.card}>
        <ProjectDetails
          {...entry}
          details={projectDetails[entry.project.slug] ?? ''}
          headingLevel={1}
        />
      </div>
      <nav className={styles.pager} aria-label="More projects">
        {previous && (
          <a href={pageHref(projectPath(previous.project.slug))} className={styles.previous}>
            <span className={styles.direction}>Previous project</span>
            {previous.project.title}
          </a>
        )}
        {next && (
          <a href={pageHref(projectPath(next.project.slug))} className={styles.next}>
            <span className={styles.direction}>Next project</span>
            {next.project.title}
          </a>
        )}
      </nav>
    </article>
  )
}

export const head: PageModule['head'] = ({ slug }) => projectText(slug)

export const preload: PageModule['preload'] = ({ slug }) => {
  const entry = shownProjects[indexOf(slug)]
  return entry && { image: entry.image, sizes: DETAILS_IMAGE_SIZES }
}
