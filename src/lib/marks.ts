// The performance marks the browser code sets, which the benchmark and the browser tests read: once
// moving between pages works in place, and once an island has woken (`island-awake:<name>`).
export const NAVIGATION_MARK = 'navigation-ready'
export const islandAwakeMark = (name: string) => `island-awake:${name}`
