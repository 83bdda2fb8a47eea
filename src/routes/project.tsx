import { Suspense } from 'react'
import { projectSlugs } from '../content/parts/frame.ts'
import { projects } from '../content/parts/projects.ts'
import { ui } from '../content/language.ts'
import { projectText } from '../content/projects.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import { pageHref } from '../lib/base.ts'
import { projectPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './project.module.css'

// What the page reads of the content: the browser build inlines it, so the page ships these words only.
export const content = {
  text: {
    allProjects: ui.portfolio.allProjects,
    moreProjects: ui.portfolio.moreProjects,
    previous: ui.portfolio.previous,
    next: ui.portfolio.next,
  },
}
const { text } = content

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
        {text.allProjects}
      </a>
      <div className={styles.card}>
        <Suspense>
          <Body slug={slug} />
        </Suspense>
      </div>
      <nav className={styles.pager} aria-label={text.moreProjects}>
        {previous && (
          <a href={pageHref(projectPath(previous.slug))} className={styles.previous}>
            <span className={styles.direction}>{text.previous}</span>
            {previous.title}
          </a>
        )}
        {next && (
          <a href={pageHref(projectPath(next.slug))} className={styles.next}>
            <span className={styles.direction}>{text.next}</span>
            {next.title}
          </a>
        )}
      </nav>
    </article>
  )
}
