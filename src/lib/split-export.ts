import { parseSync, Visitor, type ESTree } from 'vite'

// A page's `route` and `content` are read at build time, apart from the page (vite.config.ts): these
// split a module into one exported const, with the imports it names, and everything else.

function find(source: string, file: string, name: string) {
  const { program, errors } = parseSync(file, source)
  if (errors[0]) throw new Error(`${file}: ${errors[0].message}`)
  const declaration = program.body.find(
    (statement): statement is ESTree.ExportNamedDeclaration =>
      statement.type === 'ExportNamedDeclaration' &&
      statement.declaration?.type === 'VariableDeclaration' &&
      statement.declaration.declarations.some(
        ({ id }) => id.type === 'Identifier' && id.name === name,
      ),
  )
  return { program, declaration }
}

function parse(source: string, file: string, name: string) {
  const { program, declaration } = find(source, file, name)
  if (!declaration) throw new Error(`${file} exports no const ${name}`)
  return { program, declaration }
}

/** Whether the module exports a const `name`. */
export const exportsConst = (source: string, file: string, name: string) =>
  find(source, file, name).declaration !== undefined

/**
 * The module cut down to the exported const `name` and the imports it names. The const may use
 * imports, not the module's other top-level names. Every name in it counts, property keys
 * included, so an import sharing a key's name stays too (harmless).
 */
export function exportOnly(source: string, file: string, name: string): string {
  const { program, declaration } = parse(source, file, name)
  const named = new Set<string>()
  new Visitor({
    Identifier: (node) => {
      if (node.start >= declaration.start && node.end <= declaration.end) named.add(node.name)
    },
  }).visit(program)
  const imports = program.body.filter(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.specifiers.some(({ local }) => named.has(local.name)),
  )
  return [...imports, declaration].map(({ start, end }) => source.slice(start, end)).join('\n')
}

/** The module with `code` in place of the exported const `name`. */
export function replaceExport(source: string, file: string, name: string, code: string): string {
  const { declaration } = parse(source, file, name)
  return source.slice(0, declaration.start) + code + source.slice(declaration.end)
}

/** The module without the exported const `name`; imports only it used are left for the bundler. */
export const withoutExport = (source: string, file: string, name: string) =>
  replaceExport(source, file, name, '')
