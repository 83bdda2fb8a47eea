import { site, ui } from '../language.ts'

export const home = site.home
export const { fullName } = site.identity
export const homeText = ui.home
