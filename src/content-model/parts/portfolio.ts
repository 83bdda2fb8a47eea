import { twoDigits } from '../../lib/numbers.ts'
import { language, site, ui } from '../language.ts'

// The grid's page itself: its words, its count and its tags. The projects are parts/projects.ts:
// the page's HTML holds the grid, so the page itself ships none of them.
export const { portfolio } = site
/** The label of each tag the projects use (the posts' have their own pages, parts/blog.ts). */
export const tags: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(site.tags).filter(([id]) =>
    site.projects.some((project) => project.tags.includes(id)),
  ),
)
export const projectCount = twoDigits(site.projects.length, language.code)
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
