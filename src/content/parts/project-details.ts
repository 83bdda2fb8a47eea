import { site, ui } from '../language.ts'

/** Each project's details by its slug. */
export const projectDetails: Record<string, string> = Object.fromEntries(
  site.projects.map((project) => [project.slug, project.details]),
)
// The words of what hydrates after the page: the dialog, a project page's body, the tag links.
export const detailsText = {
  projectNumber: ui.portfolio.projectNumber,
  link: ui.portfolio.link,
  close: ui.portfolio.close,
  tags: ui.portfolio.tags,
  allTags: ui.portfolio.allTags,
  showingAll: ui.portfolio.showingAll,
  showingTag: ui.portfolio.showingTag,
}
