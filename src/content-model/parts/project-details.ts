import type { CaseStudy } from '../schema.ts'
import { site, ui } from '../language.ts'

/** Each project's details by its slug. */
export const projectDetails: Record<string, string> = Object.fromEntries(
  site.projects.map((project) => [project.slug, project.details]),
)
/** Each project's case study by its slug, with only the parts it gives. */
export const caseStudies: Record<string, CaseStudy> = Object.fromEntries(
  site.projects.map(({ slug, problem, role, team, work, outcome, start, end }) => [
    slug,
    { problem, role, team, work, outcome, start, end },
  ]),
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
  caseStudy: ui.portfolio.caseStudy,
  now: ui.resume.now,
}
