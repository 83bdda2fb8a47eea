type Tree = { readonly [key: string]: unknown }

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const joined = (path: string, key: string) => (path ? `${path}.${key}` : key)

// Every text of a tree by its key path; a list (the role titles, achievements) is one text.
const textsOf = (value: unknown, path: string): string[] =>
  value === undefined
    ? []
    : isTree(value)
      ? Object.entries(value).flatMap(([key, item]) => textsOf(item, joined(path, key)))
      : [path]

/** A words tree with each of its texts, a list's each item too, passed through `change`. */
export const mapTexts = (value: unknown, change: (text: string) => string): unknown =>
  typeof value === 'string'
    ? change(value)
    : Array.isArray(value)
      ? value.map((item) => mapTexts(item, change))
      : isTree(value)
        ? Object.fromEntries(
            Object.entries(value).map(([key, item]) => [key, mapTexts(item, change)]),
          )
        : value

export type MergedWords = { words: unknown; untranslated: readonly string[] }

/**
 * A translation laid over the default language's words key by key, as Starlight's translations
 * fall back: what it leaves out is the default's, and its key path is listed as untranslated
 * ('projects.sql-runner.title').
 */
export function mergeWords(defaults: unknown, translation: unknown, path = ''): MergedWords {
  if (translation === undefined) return { words: defaults, untranslated: textsOf(defaults, path) }
  if (!isTree(defaults) || !isTree(translation)) return { words: translation, untranslated: [] }
  const keys = [...new Set([...Object.keys(defaults), ...Object.keys(translation)])]
  const merged = keys.map(
    (key) => [key, mergeWords(defaults[key], translation[key], joined(path, key))] as const,
  )
  return {
    words: Object.fromEntries(merged.map(([key, { words }]) => [key, words])),
    untranslated: merged.flatMap(([, { untranslated }]) => untranslated),
  }
}

/** The texts at these key paths of a words tree, a list's each item: what a translation shows of
 * the default's where it leaves the keys untranslated. */
export const textsAt = (words: unknown, paths: readonly string[]): string[] =>
  paths.flatMap((path) => {
    const value = path
      .split('.')
      .reduce<unknown>((tree, key) => (isTree(tree) ? tree[key] : undefined), words)
    return typeof value === 'string' ? [value] : Array.isArray(value) ? value.map(String) : []
  })
