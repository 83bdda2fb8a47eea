import type { ShownProject } from '../components/project-details.tsx'
import covers from 'virtual:content-pictures/covers?w=640;1200&format=avif;webp&effort=2&as=picture'
import { pictureIn } from '../lib/picture.ts'
import { projects } from './parts/projects.ts'

// The covers site.ts names, made like the photo in images.ts but at two widths: shown at most
// 40rem wide, 1200 px serve every screen from a two-column grid up, 640 px the rest.

/** The projects as the grid, the dialog and the project pages show them: numbered, with covers. */
export const shownProjects: readonly ShownProject[] = projects.map((project) => ({
  project,
  image: pictureIn(covers, project.slug),
  number: project.number,
}))
