import { useEffect, useRef, type MouseEvent } from 'react'
import { ProjectCard } from '../components/project-card.tsx'
import { ProjectDialog } from '../components/project-dialog.tsx'
import { projectCount, shownProjects } from '../content/projects.ts'
import { site } from '../content/site.ts'
import { closeProjectDialog, openProjectDialog } from '../hooks/use-project-dialog.ts'
import { routerBase } from '../lib/base.ts'
import { projectInSearch } from '../lib/project-dialog-state.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import { projectPath } from '../routes.ts'
import styles from './portfolio.module.css'

// Rendered widths of a cover, matching the grid in portfolio.module.css.
const SIZES = {
  featured: '(min-width: 60rem) 40rem, (min-width: 48rem) 90vw, 100vw',
  card: '(min-width: 75rem) 23rem, (min-width: 70rem) 30vw, (min-width: 40rem) 45vw, 100vw',
}

// The featured cover is the page's largest paint: the build preloads it from <head>.
export const preload: PageModule['preload'] = () =>
  shownProjects[0] && { image: shownProjects[0].image, sizes: SIZES.featured }

const hrefOf = (slug: string) => routerBase + projectPath(slug)

/** The grid of projects; `slug` is the project shown in a dialog over it. */
export default function Portfolio({ slug }: PageProps) {
  const openers = useRef(new Map<string, HTMLAnchorElement>())
  const shown = shownProjects.find((entry) => entry.project.slug === slug) ?? null

  // Old links named the project as ?project=<slug>: show it the way the grid opens it now.
  useEffect(() => {
    const old = projectInSearch(location.search)
    if (old && shownProjects.some((entry) => entry.project.slug === old))
      openProjectDialog(hrefOf(old), { replace: true })
  }, [])

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    openProjectDialog(event.currentTarget.href)
  }

  // Focus goes back to the link that opened the dialog (also after the back button).
  const onClose = (closed: string) => {
    closeProjectDialog(`${routerBase}/portfolio`)
    openers.current.get(closed)?.focus()
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          Selected work <span className={styles.count}>{projectCount}</span>
        </p>
        <h1 className={styles.heading}>Portfolio</h1>
        <p className={styles.lead}>{site.portfolio.description}</p>
      </header>
      <ul className={styles.grid}>
        {shownProjects.map((entry, index) => (
          <li key={entry.project.slug} className={index === 0 ? styles.wide : undefined}>
            <ProjectCard
              {...entry}
              href={projectPath(entry.project.slug)}
              featured={index === 0}
              sizes={index === 0 ? SIZES.featured : SIZES.card}
              onOpen={open}
              openRef={(link) => {
                if (link) openers.current.set(entry.project.slug, link)
              }}
            />
          </li>
        ))}
      </ul>
      <ProjectDialog shown={shown} onClose={onClose} />
    </div>
  )
}
