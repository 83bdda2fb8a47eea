// Most pages exist in every language. A post exists in the languages that have a file for it, and
// so do the blog's list and tag pages: those paths are listed with the languages that have them.

/** The languages of each page that some language lacks, by its path; any other is in all. */
export type PathLanguages = Readonly<Record<string, readonly string[]>>

export const existsIn = (only: PathLanguages, path: string, code: string) =>
  only[path]?.includes(code) ?? true

/** Where a language link leads from a page: its twin, else the blog's list, else Home. */
export function twinPath(only: PathLanguages, path: string, code: string): string {
  if (existsIn(only, path, code)) return path
  if (path.startsWith('/blog/') && existsIn(only, '/blog', code)) return '/blog'
  return '/'
}

/** From each language's own paths (of the pages not every language has), those some lack. */
export function pathLanguages(pathsByLanguage: Readonly<Record<string, readonly string[]>>) {
  const codes = Object.keys(pathsByLanguage)
  const only: Record<string, string[]> = {}
  for (const code of codes)
    for (const path of pathsByLanguage[code] ?? []) (only[path] ??= []).push(code)
  return Object.fromEntries(
    Object.entries(only).filter(([, languages]) => languages.length < codes.length),
  ) as PathLanguages
}
