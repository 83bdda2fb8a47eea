import type { Ref } from 'react'
import type { Project } from '../content/schema.ts'
import type { PictureData } from '../lib/picture.ts'
import { ExternalLink } from './external-link.tsx'
import { Picture } from './picture.tsx'
import styles from './project-card.module.css'

type ProjectCardProps = {
  project: Project
  image: PictureData
  number: string
  sizes: string
  featured?: boolean
  onOpen: (slug: string) => void
  openRef?: Ref<HTMLButtonElement>
}

// The title is the dialog's button; its hit area stretches over the cover (see the CSS), so the
// picture opens the dialog too without a second control for keyboard and screen-reader users.
export function ProjectCard({
  project,
  image,
  number,
  sizes,
  featured = false,
  onOpen,
  openRef,
}: ProjectCardProps) {
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
        <h2 className={styles.title}>
          <span className={styles.number} aria-hidden="true">
            {number}
          </span>
          <button
            ref={openRef}
            type="button"
            className={styles.open}
            aria-haspopup="dialog"
            onClick={() => onOpen(project.slug)}
          >
            {project.title}
          </button>
        </h2>
      </div>
      <div className={styles.text}>
        <p className={styles.description}>{project.description}</p>
        <p className={styles.info}>{project.additionalInfo}</p>
        {/* On paper there is no dialog: the details print with the card. */}
        <p className={styles.printDetails}>{project.details}</p>
        <ExternalLink href={project.link} className={styles.link} context={project.title}>
          View Project
        </ExternalLink>
      </div>
    </article>
  )
}
