// Where the build took a text or an address from: the content file and the field that hold it,
// found by its value in the content the build recorded (dist/content.json).

// Every text of a language's site with its path: ['projects', 3, 'img'].
function* textsWithPaths(value, path = []) {
  if (typeof value === 'string') yield [path, value]
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      yield* textsWithPaths(item, [...path, Array.isArray(value) ? Number(key) : key])
}

const at = (value, path) => path.reduce((item, key) => item?.[key], value)

// site.ts counts a list's items; a words file names them by their slug or id.
const written = (site, path, byName) =>
  path
    .map((key, i) => {
      if (typeof key !== 'number') return `${i ? '.' : ''}${key}`
      const item = at(site, path.slice(0, i + 1))
      const name = item?.slug ?? item?.id
      return byName && name ? `['${name}']` : `[${key}]`
    })
    .join('')

/**
 * The file and field of `value` in the language `code`'s content, or undefined. A text the same in
 * every language is a fact (site.ts); one that differs is a word of the language's words file.
 * `matches` compares a field's value with the one looked for (by default, equal).
 */
export function fieldOf(languages, code, matches) {
  const language = languages.find((candidate) => candidate.code === code)
  if (!language) return undefined
  for (const [path, text] of textsWithPaths(language.site)) {
    if (!matches(text)) continue
    const everywhere = languages.every((other) => at(other.site, path) === text)
    return everywhere
      ? { file: 'src/content/site.ts', field: written(language.site, path, false) }
      : { file: `src/content/words/${code}.ts`, field: written(language.site, path, true) }
  }
  return undefined
}
