import type { ProjectSummary } from '../schema.ts'
import { twoDigits } from '../../lib/numbers.ts'
import { language, site } from '../language.ts'

// The grid's part of each project: the details are only read in the dialog and on a project's
// page, and the cover comes by slug (project-covers.ts). Numbers come written, so the page needs
// no code for them.
export const projects: readonly ProjectSummary[] = site.projects.map(
  ({ slug, title, description, additionalInfo, link, tags }, index) => ({
    slug,
    title,
    description,
    additionalInfo,
    link,
    tags,
    number: twoDigits(index + 1, language.code),
  }),
)
