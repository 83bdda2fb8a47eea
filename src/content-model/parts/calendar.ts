// About's contribution calendar, or null without one.
export { calendar } from '../github.ts'
