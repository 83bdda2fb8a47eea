import type { ProjectSummary } from '../schema.ts'
import { site, ui } from '../language.ts'

export const { portfolio } = site
// The grid's part: the details are only read in the dialog and on a project's page, and the
// cover comes by slug (project-covers.ts).
export const projects: readonly ProjectSummary[] = site.projects.map(
  ({ slug, title, description, additionalInfo, link, tags }) => ({
    slug,
    title,
    description,
    additionalInfo,
    link,
    tags,
  }),
)
// The grid, the dialog and the project pages share these words.
export const portfolioText = {
  ...ui.portfolio,
  title: ui.titles.portfolio,
  projectTitle: ui.titles.project,
}
