import { Suspense } from 'react'
import { projectSlugs } from '../content-model/parts/frame.ts'
import { projects } from '../content-model/parts/projects.ts'
import { ui } from '../content-model/language.ts'
import { projectText } from '../content-model/projects.ts'
import { BackLink, Pager } from '../components/pager.tsx'
import { StaticPart } from '../components/static-part.tsx'
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

// The cover and the details have no controls: the page takes them as prerendered, and renders
// them itself, once their code has come, when the visitor moves to the page in the app.
const body = lazyModule(() => import('./later/project-body.tsx'))

function Body({ slug }: { slug: string }) {
  const { default: ProjectBody } = useLazyModule(body)
  return <ProjectBody slug={slug} />
}

const hrefOf = (slug: string) => pageHref(projectPath(slug))

export const head: PageModule['head'] = ({ slug }) => projectText(slug)
export const later: PageModule['later'] = body.load

/** A project's own page: what the dialog over the grid shows, with the way to its neighbours. */
export default function Project({ slug = '' }: PageProps) {
  const index = projects.findIndex((project) => project.slug === slug)
  const previous = projects[index - 1]
  const next = projects[index + 1]
  return (
    <article className={styles.page}>
      <BackLink href={pageHref('/portfolio')}>{text.allProjects}</BackLink>
      <StaticPart key={slug} id={`project:${slug}`} className={styles.card}>
        <Suspense>
          <Body slug={slug} />
        </Suspense>
      </StaticPart>
      <Pager
        label={text.moreProjects}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={text}
      />
    </article>
  )
}
