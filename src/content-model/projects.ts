import { fill } from '../lib/fill.ts'
import type { PageText } from '../lib/head.ts'
import { projectShareImage } from '../lib/share-image.ts'
import { fullName } from './parts/frame.ts'
import { portfolioText } from './parts/portfolio.ts'
import { projects } from './parts/projects.ts'

/** A project page's title, description and link preview picture. */
export function projectText(slug: string | undefined): PageText {
  const project = projects.find((candidate) => candidate.slug === slug)
  if (!project) throw new Error(`No project ${slug} in src/content/site.ts`)
  return {
    title: fill(portfolioText.projectTitle, { project: project.title, name: fullName }),
    description: project.description,
    shareImage: {
      file: projectShareImage(project.slug),
      alt: `${project.title}: ${project.description}`,
    },
  }
}
