import type { ReactNode } from 'react'
import type { ProjectSummary, Ui } from '../content-model/schema.ts'
import { languageOf, type Fallback } from '../lib/fallback.ts'
import { fill } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import type { RepoFacts } from '../lib/github.ts'
import type { PictureData } from '../lib/picture.ts'
import { ExternalLink } from './external-link.tsx'
import { Picture } from './picture.tsx'
import { RepoFactsLine } from './repo-facts.tsx'
import styles from './project-details.module.css'

/** A project as shown: `number` is its place ('07'), `details` plain text, `repo` its GitHub numbers. */
export type ShownProject = {
  project: ProjectSummary
  image: PictureData
  number: string
  details: string
  /** Whether its own page has a case study, which the dialog leaves to it. */
  hasCaseStudy: boolean
  repo?: RepoFacts
  /** Its texts a translation leaves to the default language. */
  fallback?: Fallback
}

/** The words a project's details show. */
export type DetailsText = Pick<Ui['portfolio'], 'projectNumber' | 'link'> & {
  opensInNewTab: string
}

/** The cover's rendered width, as laid out in project-details.module.css. */
const DETAILS_IMAGE_SIZES =
  '(min-width: 60rem) 38rem, (min-width: 40rem) and (orientation: landscape) 55vw, 100vw'

type ProjectDetailsProps = ShownProject & {
  text: DetailsText
  /** h1 on the project's own page, h2 in the dialog over the grid. */
  headingLevel: 1 | 2
  headingId?: string
  /** The project's tags, on its own page. */
  tags?: ReactNode
}

// What the project dialog shows, also the body of the project's own page: the cover, the
// title, the additional info, the repository's numbers, the 'Link:' line and the details (plain text, line breaks kept).
export function ProjectDetails({
  project,
  image,
  number,
  details,
  repo,
  fallback,
  text,
  headingLevel,
  headingId,
  tags,
}: ProjectDetailsProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
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
        {/* Search shows a project by its words: its place in the grid, or its address, would open
            each excerpt. */}
        <p className={styles.number} data-pagefind-ignore="">
          {fill(text.projectNumber, { number })}
        </p>
        <Heading
          id={headingId}
          className={styles.title}
          data-long-word={longWord(project.title)}
          {...languageOf(project.title, fallback)}
        >
          {project.title}
        </Heading>
        <p className={styles.info} {...languageOf(project.additionalInfo, fallback)}>
          {project.additionalInfo}
        </p>
        {repo && <RepoFactsLine facts={repo} />}
        {project.link && (
          <p className={styles.link} data-pagefind-ignore="">
            {text.link}{' '}
            <ExternalLink href={project.link} newTab={text.opensInNewTab} event="project-link">
              {/* An address reads left to right in every language, cut at its end. */}
              <span className={styles.address} dir="ltr">
                {project.link.replace(/^https?:\/\/(www\.)?/, '')}
              </span>
            </ExternalLink>
          </p>
        )}
        {tags}
      </div>
      <p className={styles.details} {...languageOf(details, fallback)}>
        {details}
      </p>
    </div>
  )
}
