import { site, ui } from '../language.ts'

export const { about, timeline, skills, services } = site
export const aboutText = { ...ui.about, title: ui.titles.about }
