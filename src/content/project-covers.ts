import type { ShownProject } from '../components/project-details.tsx'
import { pictureIn, type ImagetoolsPicture } from '../lib/picture.ts'
import { projects } from './parts/projects.ts'
import { twoDigits } from './projects.ts'

// The covers in images/projects/, made like the pictures in images.ts.
const covers = import.meta.glob<ImagetoolsPicture>('./images/projects/*.{jpg,jpeg,png,webp,avif}', {
  query: { w: '480;800;1200', format: 'avif;webp', effort: '2', as: 'picture' },
  import: 'default',
  eager: true,
})

/** The projects as the grid, the dialog and the project pages show them: numbered, with covers. */
export const shownProjects: readonly ShownProject[] = projects.map((project, index) => ({
  project,
  image: pictureIn(covers, project.img),
  number: twoDigits(index + 1),
}))
