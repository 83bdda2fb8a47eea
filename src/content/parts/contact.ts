import { site } from '../site.ts'

export const { contact } = site
export const { email } = site.identity
