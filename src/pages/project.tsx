import { CaseStudy } from '../components/case-study.tsx'
import { BackLink, Pager } from '../components/pager.tsx'
import { ProjectDetails } from '../components/project-details.tsx'
import { SearchTopics } from '../components/search-topics.tsx'
import { TagLinks } from '../components/tag-links.tsx'
import { useContent } from '../site-content/language-content.ts'
import { projectTags, projectText, shownProjects } from './projects.ts'
import { projectPath } from '../routing/route-path.ts'
import type { PageModule, PageProps } from './routes.ts'
import styles from './project.module.css'

// A page for each project.
export const route: PageModule['route'] = ({ site }) => ({
  paths: site.projects.map(({ slug }) => ({ path: projectPath(slug), slug })),
})

export const head: PageModule['head'] = ({ slug }, content) => projectText(slug, content)

/** A project's own page: what the dialog over the grid shows, its case study, its neighbours. */
export default function Project({ slug = '' }: PageProps) {
  const content = useContent()
  const { site, ui, href } = content
  const text = ui.portfolio
  const projects = shownProjects(content)
  const index = projects.findIndex(({ project }) => project.slug === slug)
  const entry = projects[index]
  if (!entry) return null
  const previous = projects[index - 1]?.project
  const next = projects[index + 1]?.project
  const { problem, role, team, work, outcome, start, end } = site.projects[index] ?? {}
  const tags = projectTags(content)
  const own = Object.fromEntries(entry.project.tags.map((id) => [id, tags[id] ?? id]))
  const hrefOf = (slug: string) => href(projectPath(slug))
  return (
    <article className={styles.page}>
      <BackLink href={href('/portfolio')}>{text.allProjects}</BackLink>
      <div className={styles.card}>
        <ProjectDetails
          {...entry}
          text={{ ...text, opensInNewTab: ui.opensInNewTab }}
          headingLevel={1}
          tags={
            entry.project.tags.length > 0 && (
              <TagLinks
                tags={own}
                base={content.base}
                label={text.tags}
                fallback={content.fallback}
              />
            )
          }
        />
        <CaseStudy
          study={{ problem, role, team, work, outcome, start, end }}
          text={text.caseStudy}
          now={ui.resume.now}
          fallback={content.fallback}
        />
      </div>
      <SearchTopics names={Object.values(own)} />
      <Pager
        label={text.moreProjects}
        previous={previous && { href: hrefOf(previous.slug), title: previous.title }}
        next={next && { href: hrefOf(next.slug), title: next.title }}
        text={text}
        fallback={content.fallback}
      />
    </article>
  )
}
