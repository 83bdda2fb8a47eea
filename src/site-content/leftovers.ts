import { createHash } from 'node:crypto'
import {
  EXAMPLE_FIELDS,
  MISSPELT,
  PICTURE_FIELDS,
  PLACEHOLDERS,
  type ContentKind,
} from '../content-model/example-fields.ts'

/** A file of the content as the doctor reads it: site.ts's facts, a language's words, deploy.ts. */
export type ContentFile = { file: string; kind: ContentKind; content: unknown }
/** For each field of EXAMPLE_FIELDS, the hashes of the shipped example's values there. */
export type Fingerprint = Record<ContentKind, Record<string, readonly string[]>>
/** A picture's bytes, by its path as site.ts writes it ('images/profile.jpg'); undefined if absent. */
export type ReadPicture = (path: string) => Uint8Array | undefined

type Found = { path: string; value: unknown }

// Every value of a field path: 'timeline.*.where' → timeline.northwind.where, … and
// 'projects[*].img' → projects[0].img, …
function valuesAt(value: unknown, keys: readonly string[], path = ''): Found[] {
  const [key, ...rest] = keys
  if (key === undefined) return value === undefined ? [] : [{ path, value }]
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value)
    .filter(([name]) => key === '*' || name === key)
    .flatMap(([name, item]) =>
      valuesAt(
        item,
        rest,
        Array.isArray(value) ? `${path}[${name}]` : path ? `${path}.${name}` : name,
      ),
    )
}
const fieldsOf = (content: unknown, pattern: string) =>
  valuesAt(content, pattern.split(/[.[\]]+/).filter(Boolean))

const hash = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16)

// Keys sorted, so an entry whose fields were only reordered is still the same value.
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  )

// A picture is its file's bytes, so a file replaced under the same name counts as replaced.
const hashOf = (pattern: string, value: unknown, read: ReadPicture) => {
  if (!PICTURE_FIELDS.includes(pattern)) return hash(canonical(value))
  const bytes = typeof value === 'string' ? read(value) : undefined
  return bytes && hash(bytes)
}

type Fields = Record<ContentKind, Readonly<Record<string, string>>>
const patternsOf = (kind: ContentKind, fields: Fields = EXAMPLE_FIELDS): [string, string][] =>
  Object.entries(fields[kind])

/**
 * The record of the shipped example, in every language, that example-fingerprint.json holds: the
 * values of the fields the doctor checks, or of others (`copy`, EXAMPLE_COPY).
 */
export function fingerprint(
  files: readonly ContentFile[],
  read: ReadPicture,
  fields: Fields = EXAMPLE_FIELDS,
): Fingerprint {
  const record = (kind: ContentKind) =>
    Object.fromEntries(
      patternsOf(kind, fields).map(([pattern]) => {
        const hashes = files
          .filter((file) => file.kind === kind)
          .flatMap(({ content }) =>
            fieldsOf(content, pattern).map(({ value }) => hashOf(pattern, value, read)),
          )
        return [pattern, [...new Set(hashes.filter((h) => h !== undefined))].sort()]
      }),
    )
  return { facts: record('facts'), words: record('words'), posts: record('posts') }
}

/** One hash of the whole content and its pictures: equal to the record's while it is the example. */
export const contentHash = (files: readonly ContentFile[], read: ReadPicture) =>
  hash(
    canonical([
      files.map(({ file, content }) => [file, content]),
      files.flatMap(({ kind, content }) =>
        kind === 'facts'
          ? PICTURE_FIELDS.flatMap((pattern) =>
              fieldsOf(content, pattern).map(({ value }) => hashOf(pattern, value, read)),
            )
          : [],
      ),
    ]),
  )

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

// A list (or entries by id) shows its entries, an entry its first field, a long text its beginning.
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join(', ')
  if (!isObject(value)) return String(value)
  const values = Object.values(value)
  return values.every(isObject) ? values.map(shown).join(', ') : shown(values[0])
}
const short = (text: string) => (text.length > 50 ? `${text.slice(0, 49).trimEnd()}…` : text)

/** Whether a value of a field (by its pattern, 'timeline.*.where') is one the example has there. */
export const isExample = (
  example: Fingerprint,
  kind: ContentKind,
  pattern: string,
  value: unknown,
  read: ReadPicture,
) => example[kind]?.[pattern]?.includes(hashOf(pattern, value, read) ?? '') ?? false

/** Whether a value of a field is the placeholder init or the README puts there. */
export const isPlaceholder = (kind: ContentKind, pattern: string, value: unknown) =>
  placeholdersOf(kind)[pattern]?.value === value

const placeholdersOf = (
  kind: ContentKind,
): Readonly<Record<string, { value: string; hint: string }>> => PLACEHOLDERS[kind]

/**
 * One line per value still equal to the example's, wherever it now sits, e.g.
 * `src/content/site.ts: identity.email: still the example's "mika.laine@example.com" — put your own address here`.
 */
export function doctor(files: readonly ContentFile[], example: Fingerprint, read: ReadPicture) {
  const lines = files.flatMap(({ file, kind, content }) =>
    patternsOf(kind).flatMap(([pattern, hint]) =>
      fieldsOf(content, pattern)
        .filter(({ value }) => isExample(example, kind, pattern, value, read))
        .map(({ path, value }) => {
          const what = PICTURE_FIELDS.includes(pattern) ? 'picture ' : ''
          return `${file}: ${path}: still the example's ${what}"${short(shown(value))}" — ${hint}`
        }),
    ),
  )
  const found = files.flatMap(({ file, kind, content }) =>
    Object.entries(placeholdersOf(kind)).flatMap(([pattern, { value, hint }]) =>
      fieldsOf(content, pattern)
        .filter((field) => field.value === value)
        .map(({ path }) => ({ where: `${file}: ${path}`, path, value, hint })),
    ),
  )
  // An entry still as init wrote it is named once, by its id (a post by its title), not again by
  // each of its fields: projects[0].slug names projects[0].link, and the words under
  // projects.your-project. in every language.
  const wholes = found.flatMap(({ where, path, value }) => {
    const entry = /^(\w+)(\[\d+\])\.(?:id|slug)$/.exec(path)
    if (entry) return [{ where, parts: [where.replace(/[^.]+$/, ''), `${entry[1]}.${value}.`] }]
    return path === 'post.title' ? [{ where, parts: [where.replace(/[^:]+$/, '')] }] : []
  })
  const isPart = ({ where, path }: (typeof found)[number]) =>
    wholes.some(
      (whole) =>
        whole.where !== where &&
        whole.parts.some((part) => where.startsWith(part) || path.startsWith(part)),
    )
  const placeholders = found
    .filter((field) => !isPart(field))
    .map(({ where, value, hint }) => `${where}: still a placeholder "${short(value)}" — ${hint}`)
  const misspelt = files.flatMap(({ file, kind, content }) =>
    kind === 'words'
      ? MISSPELT.flatMap(({ pattern, misspelt, right }) =>
          fieldsOf(content, pattern)
            .filter(({ value }) => value === misspelt)
            .map(
              ({ path }) =>
                `${file}: ${path}: still the example's misspelt "${misspelt}" — spell it "${right}"`,
            ),
        )
      : [],
  )
  const all = [...lines, ...placeholders, ...misspelt]
  return { lines: all, exitCode: all.length > 0 ? 1 : 0 }
}
