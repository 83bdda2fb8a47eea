import { site } from '../site.ts'

export const home = site.home
export const { fullName } = site.identity
