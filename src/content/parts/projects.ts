import type { ProjectSummary } from '../schema.ts'
import { twoDigits } from '../../lib/numbers.ts'
import { language, site, ui } from '../language.ts'

export const { portfolio } = site
/** The label of each tag the projects use (the posts' have their own pages, parts/blog.ts). */
export const tags: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(site.tags).filter(([id]) =>
    site.projects.some((project) => project.tags.includes(id)),
  ),
)
// The grid's part: the details are only read in the dialog and on a project's page, and the
// cover comes by slug (project-covers.ts). Numbers come written, so the page needs no code for them.
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
export const projectCount = twoDigits(projects.length, language.code)
// The grid's words and the patterns of its pages' titles, which a project page's also needs.
export const portfolioText = {
  heading: ui.portfolio.heading,
  eyebrow: ui.portfolio.eyebrow,
  viewProject: ui.portfolio.viewProject,
  tagDescription: ui.portfolio.tagDescription,
  title: ui.titles.portfolio,
  projectTitle: ui.titles.project,
  tagTitle: ui.titles.tag,
}
