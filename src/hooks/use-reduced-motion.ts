import { REDUCED_MOTION_QUERY } from '../lib/motion.ts'
import { useMediaQuery } from './use-media-query.ts'

// The server answers "reduce", so the prerendered HTML is always the still version.
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY, true)
