// The performance marks the app sets: once React has hydrated the prerendered page (the benchmark's
// "hydrated"), and once moving between pages works in place. The browser tests wait for both.
export const HYDRATED_MARK = 'app-hydrated'
export const NAVIGATION_MARK = 'navigation-ready'
