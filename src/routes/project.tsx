import { Suspense } from 'react'
import { projectSlugs } from '../content/parts/frame.ts'
import { portfolioText, projects } from '../content/parts/projects.ts'
import { projectText } from '../content/projects.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import { pageHref } from '../lib/base.ts'
import { projectPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './project.module.css'

// A page for each project.
export const route: PageModule['route'] = {
  paths: projectSlugs.map((slug) => ({ path: projectPath(slug), slug })),
}

// The cover and the details have no controls: they hydrate once their code arrives.
const body = lazyModule(() => import('./later/project-body.tsx'))

function Body({ slug }: { slug: string }) {
  const { default: ProjectBody } = useLazyModule(body)
  return <ProjectBody slug={slug} />
}

export const head: PageModule['head'] = ({ slug }) => projectText(slug)
export const later: PageModule['later'] = body.load

/** A project's own page: what the dialog over the grid shows, with the way to its neighbours. */
export default function Project({ slug = '' }: PageProps) {
  const index = projects.findIndex((project) => project.slug === slug)
  const previous = projects[index - 1]
  const next = projects[index + 1]
  return (
    <article className={styles.page}>
      <a href={pageHref('/portfolio')} className={styles.back}>
        {portfolioText.allProjects}
      </a>
      <div className={styles.card}>
        <Suspense>
          <Body slug={slug} />
        </Suspense>
      </div>
      <nav className={styles.pager} aria-label={portfolioText.moreProjects}>
        {previous && (
          <a href={pageHref(projectPath(previous.slug))} className={styles.previous}>
            <span className={styles.direction}>{portfolioText.previous}</span>
            {previous.title}
          </a>
        )}
        {next && (
          <a href={pageHref(projectPath(next.slug))} className={styles.next}>
            <span className={styles.direction}>{portfolioText.next}</span>
            {next.title}
          </a>
        )}
      </nav>
    </article>
  )
}
