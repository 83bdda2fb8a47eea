import { CaseStudy } from '../components/case-study.tsx'
import { BackLink, Pager } from '../components/pager.tsx'
import { ProjectDetails } from '../components/project-details.tsx'
import { TagLinks } from '../components/tag-links.tsx'
import { site, ui } from '../content-model/language.ts'
import { projectTags, projectText, shownProjects } from '../content-model/projects.ts'
import { pageHref } from '../lib/base.ts'
import { projectPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../routes.ts'
import styles from './project.module.css'

const text = ui.portfolio

// A page for each project.
export const route: PageModule['route'] = {
  paths: site.projects.map(({ slug }) => ({ path: projectPath(slug), slug })),
}

export const head: PageModule['head'] = ({ slug }) => projectText(slug)

const hrefOf = (slug: string) => pageHref(projectPath(slug))

/** A project's own page: what the dialog over the grid shows, its case study, its neighbours. */
export default function Project({ slug = '' }: PageProps) {
  const index = shownProjects.findIndex(({ project }) => project.slug === slug)
  const entry = shownProjects[index]
  if (!entry) return null
  const previous = shownProjects[index - 1]?.project
  const next = shownProjects[index + 1]?.project
  const { problem, role, team, work, outcome, start, end } = site.projects[index] ?? {}
  const own = Object.fromEntries(entry.project.tags.map((id) => [id, projectTags[id] ?? id]))
  return (
    <article className={styles.page}>
      <BackLink href={pageHref('/portfolio')}>{text.allProjects}</BackLink>
      <div className={styles.card}>
        <ProjectDetails
          {...entry}
          text={{ ...text, opensInNewTab: ui.opensInNewTab }}
          headingLevel={1}
          tags={entry.project.tags.length > 0 && <TagLinks tags={own} label={text.tags} />}
        />
        <CaseStudy
          study={{ problem, role, team, work, outcome, start, end }}
          text={text.caseStudy}
          now={ui.resume.now}
        />
      </div>
      <Pager
        label={text.moreProjects}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={text}
      />
    </article>
  )
}
