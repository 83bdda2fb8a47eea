// `npm test` runs it: the folders of src/ must not import each other in a circle, type imports
// and import.meta.glob's patterns included. Prints each circle's folders and the imports that
// make it.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const SOURCE = /\.(ts|tsx|mjs)$/
const filesIn = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    return entry.isDirectory() ? filesIn(path) : SOURCE.test(entry.name) ? [path] : []
  })

// The folder a file belongs to: its first folder under the root ('src/lib'), or the root itself;
// nothing for a file outside the root.
const folderOf = (root, file) => {
  const path = relative(root, file)
  if (path.startsWith('..')) return undefined
  const [first, ...rest] = path.split('/')
  return rest.length > 0 ? join(root, first) : root
}

// Every import and export-from of a file, and the folders its import.meta.glob patterns name.
const SPECIFIERS =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]|import\.meta\.glob(?:<[^>]*>)?\(\s*\[?\s*['"](\.[^'"*]+)/gm

/** Each folder's imports of other folders: 'src/lib' → 'src/content-model' → the files. */
export function folderImports(root = 'src') {
  const edges = new Map()
  for (const file of filesIn(root)) {
    const from = folderOf(root, file)
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIERS)) {
      const specifier = match.slice(1).find(Boolean)
      // A glob's pattern names a folder: what it finds lies in it.
      const to = folderOf(root, join(dirname(file), specifier, specifier.endsWith('/') ? 'x' : ''))
      if (!to || to === from) continue
      const key = `${from} → ${to}`
      edges.set(key, [...(edges.get(key) ?? []), `${file} imports ${specifier}`])
    }
  }
  return edges
}

/** The groups of folders that reach each other through their imports (Tarjan's components). */
export function folderCircles(edges) {
  const next = new Map()
  for (const key of edges.keys()) {
    const [from, to] = key.split(' → ')
    next.set(from, [...(next.get(from) ?? []), to])
  }
  const index = new Map()
  const low = new Map()
  const stack = []
  const circles = []
  const visit = (folder) => {
    index.set(folder, index.size)
    low.set(folder, index.get(folder))
    stack.push(folder)
    for (const to of next.get(folder) ?? []) {
      if (!index.has(to)) visit(to)
      if (stack.includes(to)) low.set(folder, Math.min(low.get(folder), low.get(to)))
    }
    if (low.get(folder) !== index.get(folder)) return
    const group = stack.splice(stack.indexOf(folder))
    if (group.length > 1) circles.push(group.sort())
  }
  for (const folder of next.keys()) if (!index.has(folder)) visit(folder)
  return circles
}

if (process.argv[1] === import.meta.filename) {
  const edges = folderImports()
  const circles = folderCircles(edges)
  for (const group of circles) {
    console.error(`\nThese folders import each other in a circle: ${group.join(', ')}`)
    for (const [key, imports] of edges) {
      const [from, to] = key.split(' → ')
      if (group.includes(from) && group.includes(to))
        console.error(`  ${key}:\n    ${imports.join('\n    ')}`)
    }
  }
  if (circles.length > 0) process.exit(1)
}
