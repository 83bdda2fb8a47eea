import { site } from '../site.ts'

export const { about, timeline, skills, services } = site
