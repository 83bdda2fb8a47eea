import { useRef } from 'react'
import { ProjectCard } from '../components/project-card.tsx'
import { ProjectDialog } from '../components/project-dialog.tsx'
import { imageFor } from '../content/images.ts'
import { site } from '../content/site.ts'
import { useSelectedProject } from '../hooks/use-selected-project.ts'
import styles from './portfolio.module.css'

// Rendered widths of a cover, matching the grid in portfolio.module.css.
const SIZES = {
  featured: '(min-width: 60rem) 40rem, (min-width: 48rem) 90vw, 100vw',
  card: '(min-width: 75rem) 23rem, (min-width: 70rem) 30vw, (min-width: 40rem) 45vw, 100vw',
}

const twoDigits = (n: number) => String(n).padStart(2, '0')

export function Portfolio() {
  const { slug, open, close } = useSelectedProject()
  const openers = useRef(new Map<string, HTMLButtonElement>())
  const entries = site.projects.map((project, index) => ({
    project,
    image: imageFor(project.img),
    number: twoDigits(index + 1),
  }))
  const shown = entries.find((entry) => entry.project.slug === slug) ?? null

  // Focus goes back to the item that opened the dialog (also after a deep link or the back button).
  const onClose = (closed: string) => {
    close()
    openers.current.get(closed)?.focus()
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          Selected work <span className={styles.count}>{twoDigits(entries.length)}</span>
        </p>
        <h1 className={styles.heading}>Portfolio</h1>
        <p className={styles.lead}>{site.portfolio.description}</p>
      </header>
      <ul className={styles.grid}>
        {entries.map(({ project, image, number }, index) => (
          <li key={project.slug} className={index === 0 ? styles.wide : undefined}>
            <ProjectCard
              project={project}
              image={image}
              number={number}
              featured={index === 0}
              sizes={index === 0 ? SIZES.featured : SIZES.card}
              onOpen={open}
              openRef={(button) => {
                if (button) openers.current.set(project.slug, button)
              }}
            />
          </li>
        ))}
      </ul>
      <ProjectDialog shown={shown} onClose={onClose} />
    </div>
  )
}
