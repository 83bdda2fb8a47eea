import { CaseStudy } from '../../components/case-study.tsx'
import { ProjectDetails } from '../../components/project-details.tsx'
import { TagLinks } from '../../components/tag-links.tsx'
import {
  caseStudies,
  detailsText,
  projectDetails,
} from '../../content-model/parts/project-details.ts'
import { tags } from '../../content-model/parts/portfolio.ts'
import { shownProjects } from '../../content-model/project-covers.ts'

type ProjectBodyProps = { slug: string }

/** A project page's main content: its cover, title, info, link, tags, details and case study. */
export default function ProjectBody({ slug }: ProjectBodyProps) {
  const entry = shownProjects.find(({ project }) => project.slug === slug)
  if (!entry) return null
  const own = entry.project.tags.map((id) => [id, tags[id] ?? id])
  return (
    <>
      <ProjectDetails
        {...entry}
        details={projectDetails[slug] ?? ''}
        headingLevel={1}
        tags={
          own.length > 0 && <TagLinks tags={Object.fromEntries(own)} label={detailsText.tags} />
        }
      />
      <CaseStudy
        study={caseStudies[slug] ?? {}}
        text={detailsText.caseStudy}
        now={detailsText.now}
      />
    </>
  )
}
