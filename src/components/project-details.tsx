import type { ReactNode } from 'react'
import { detailsText } from '../content-model/parts/project-details.ts'
import { repoFacts } from '../content-model/parts/repos.ts'
import type { ProjectSummary } from '../content-model/schema.ts'
import { fill } from '../lib/fill.ts'
import type { PictureData } from '../lib/picture.ts'
import { ExternalLink } from './external-link.tsx'
import { Picture } from './picture.tsx'
import { RepoFactsLine } from './repo-facts.tsx'
import styles from './project-details.module.css'

export type ShownProject = { project: ProjectSummary; image: PictureData; number: string }

/** The cover's rendered width, as laid out in project-details.module.css. */
const DETAILS_IMAGE_SIZES = '(min-width: 60rem) 38rem, 100vw'

type ProjectDetailsProps = ShownProject & {
  details: string
  /** h1 on the project's own page, h2 in the dialog over the grid. */
  headingLevel: 1 | 2
  headingId?: string
  /** The project's tags, on its own page. */
  tags?: ReactNode
}

// What the spec's project dialog shows, also the body of the project's own page: the cover, the
// title, the additional info, the repository's numbers, the 'Link:' line and the details (plain text, line breaks kept).
export function ProjectDetails({
  project,
  image,
  number,
  details,
  headingLevel,
  headingId,
  tags,
}: ProjectDetailsProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const repo = repoFacts[project.slug]
  return (
    <div className={styles.layout}>
      <div className={styles.media}>
        <Picture
          image={image}
          alt=""
          sizes={DETAILS_IMAGE_SIZES}
          loading="eager"
          fetchPriority={headingLevel === 1 ? 'high' : undefined}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.number}>{fill(detailsText.projectNumber, { number })}</p>
        <Heading id={headingId} className={styles.title}>
          {project.title}
        </Heading>
        <p className={styles.info}>{project.additionalInfo}</p>
        {repo && <RepoFactsLine facts={repo} />}
        <p className={styles.link}>
          {detailsText.link}{' '}
          <ExternalLink href={project.link} event="project-link">
            {project.link.replace(/^https?:\/\/(www\.)?/, '')}
          </ExternalLink>
        </p>
        {tags}
        <p className={styles.details}>{details}</p>
      </div>
    </div>
  )
}
