import { site } from '../language.ts'

/** Each project's details by its slug. */
export const projectDetails: Record<string, string> = Object.fromEntries(
  site.projects.map((project) => [project.slug, project.details]),
)
