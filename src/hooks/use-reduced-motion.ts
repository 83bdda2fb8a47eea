import { useMediaQuery } from './use-media-query.ts'

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

// The server answers "reduce", so the prerendered HTML is always the still version.
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY, true)
