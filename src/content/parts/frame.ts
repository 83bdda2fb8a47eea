import { site } from '../site.ts'

// Every page: the header, the menu and the head tags.
export const { shortName, fullName, tagline } = site.identity
export const social = site.social
export const projectSlugs = site.projects.map((project) => project.slug)
