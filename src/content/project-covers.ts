import type { ShownProject } from '../components/project-details.tsx'
import { pictureIn, type ImagetoolsPicture } from '../lib/picture.ts'
import { twoDigits } from '../lib/numbers.ts'
import { lang } from './parts/frame.ts'
import { projects } from './parts/projects.ts'

// The covers in images/projects/, made like the pictures in images.ts but at two widths: shown at
// most 40rem wide, 1200 px serve every screen from a two-column grid up, 640 px the rest.
const covers = import.meta.glob<ImagetoolsPicture>('./images/projects/*.{jpg,jpeg,png,webp,avif}', {
  query: { w: '640;1200', format: 'avif;webp', effort: '2', as: 'picture' },
  import: 'default',
  eager: true,
})

/** The projects as the grid, the dialog and the project pages show them: numbered, with covers. */
export const shownProjects: readonly ShownProject[] = projects.map((project, index) => ({
  project,
  image: pictureIn(covers, project.img),
  number: twoDigits(index + 1, lang),
}))
