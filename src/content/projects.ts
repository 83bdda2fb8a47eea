import type { ShownProject } from '../components/project-details.tsx'
import type { PageText } from '../lib/head.ts'
import { pictureIn, type ImagetoolsPicture } from '../lib/picture.ts'
import { projectShareImage } from '../lib/share-image.ts'
import { fullName } from './parts/frame.ts'
import { projects } from './parts/projects.ts'

// The covers in images/projects/, made like the pictures in images.ts.
const covers = import.meta.glob<ImagetoolsPicture>('./images/projects/*.{jpg,jpeg,png,webp,avif}', {
  query: { w: '480;800;1200', format: 'avif;webp', effort: '2', as: 'picture' },
  import: 'default',
  eager: true,
})

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** The projects as the grid, the dialog and the project pages show them: numbered, with pictures. */
export const shownProjects: readonly ShownProject[] = projects.map((project, index) => ({
  project,
  image: pictureIn(covers, project.img),
  number: twoDigits(index + 1),
}))

export const projectCount = twoDigits(projects.length)

/** A project page's title, description and link preview picture. */
export function projectText(slug: string | undefined): PageText {
  const project = projects.find((candidate) => candidate.slug === slug)
  if (!project) throw new Error(`No project ${slug} in src/content/site.ts`)
  return {
    title: `${project.title} | ${fullName}`,
    description: project.description,
    shareImage: {
      file: projectShareImage(project.slug),
      alt: `${project.title}: ${project.description}`,
    },
  }
}
