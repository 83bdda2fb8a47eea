import { ProjectDetails } from '../../components/project-details.tsx'
import { projectDetails } from '../../content/parts/project-details.ts'
import { shownProjects } from '../../content/project-covers.ts'

type ProjectBodyProps = { slug: string }

/** A project page's main content: its cover, title, info, link and details. */
export default function ProjectBody({ slug }: ProjectBodyProps) {
  const entry = shownProjects.find(({ project }) => project.slug === slug)
  if (!entry) return null
  return <ProjectDetails {...entry} details={projectDetails[slug] ?? ''} headingLevel={1} />
}
