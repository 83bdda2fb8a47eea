import type { ShownProject } from '../components/project-details.tsx'
import { imageFor } from './images.ts'
import { site } from './site.ts'

const twoDigits = (n: number) => String(n).padStart(2, '0')

/** The projects as the grid, the dialog and the project pages show them: numbered, with pictures. */
export const shownProjects: readonly ShownProject[] = site.projects.map((project, index) => ({
  project,
  image: imageFor(project.img),
  number: twoDigits(index + 1),
}))

export const projectCount = twoDigits(site.projects.length)
