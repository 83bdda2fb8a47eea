import type { ProjectSummary } from '../schema.ts'
import { site } from '../site.ts'

export const { portfolio } = site
// The grid's part: the details are only read in the dialog and on a project's page.
export const projects: readonly ProjectSummary[] = site.projects.map(
  ({ slug, img, title, description, additionalInfo, link }) => ({
    slug,
    img,
    title,
    description,
    additionalInfo,
    link,
  }),
)
