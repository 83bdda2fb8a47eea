// The performance mark the app sets once React has hydrated the prerendered page: the browser
// tests and the benchmark wait for it.
export const HYDRATED_MARK = 'app-hydrated'
