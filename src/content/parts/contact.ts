import { site, ui } from '../language.ts'

export const { contact } = site
export const { email } = site.identity
export const contactText = { ...ui.contact, title: ui.titles.contact }
