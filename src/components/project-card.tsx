import { languageOf } from '../lib/fallback.ts'
import { longWord } from '../lib/long-words.ts'
import { ExternalLink } from './external-link.tsx'
import { Picture } from './picture.tsx'
import type { ShownProject } from './project-details.tsx'
import { RepoFactsLine } from './repo-facts.tsx'
import styles from './project-card.module.css'

type ProjectCardProps = ShownProject & {
  /** The address of the project's own page. */
  href: string
  sizes: string
  featured?: boolean
  /** The text of the link to the project itself, and what its link says of new tabs. */
  viewProject: string
  newTab: string
}

// The title links to the project's page; its hit area stretches over the cover (see the CSS), so
// the picture leads there too without a second link for keyboard and screen-reader users. The
// grid's page opens the project over the grid instead, from the link that names it (data-project).
export function ProjectCard({
  project,
  image,
  number,
  href,
  sizes,
  featured = false,
  viewProject,
  newTab,
  details,
  repo,
  fallback,
}: ProjectCardProps) {
  const language = (text: string) => languageOf(text, fallback)
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card}>
      <div className={styles.hit}>
        <div className={styles.frame}>
          <Picture
            image={image}
            alt=""
            sizes={sizes}
            className={styles.image}
            loading={featured ? 'eager' : 'lazy'}
            fetchPriority={featured ? 'high' : undefined}
          />
        </div>
        <h2 className={styles.title} data-long-word={longWord(project.title)}>
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
          <a
            href={href}
            className={styles.open}
            data-project={project.slug}
            {...language(project.title)}
          >
            {project.title}
          </a>
        </h2>
      </div>
      <div className={styles.text}>
        <p className={styles.description} {...language(project.description)}>
          {project.description}
        </p>
        <p className={styles.info} {...language(project.additionalInfo)}>
          {project.additionalInfo}
        </p>
        {repo && <RepoFactsLine facts={repo} />}
        {/* Printed with the card: the screen shows the details in the dialog. */}
        <p className={styles.printDetails} {...language(details)}>
          {details}
        </p>
        {project.link && (
          <ExternalLink
            href={project.link}
            className={styles.link}
            context={project.title}
            newTab={newTab}
            event="project-link"
          >
            {viewProject}
          </ExternalLink>
        )}
      </div>
    </article>
  )
}
