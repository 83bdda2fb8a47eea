/** The visitor asks for less motion: no page fades, no typing, no trailing cursor. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'
