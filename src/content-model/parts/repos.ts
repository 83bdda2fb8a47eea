// The GitHub numbers each project card and page shows, by the project's slug.
export { repoFactsBySlug as repoFacts } from '../github.ts'
