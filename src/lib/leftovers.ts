import { createHash } from 'node:crypto'
import { EXAMPLE_FIELDS, PICTURE_FIELDS } from '../content/example-fields.ts'
import type { Site } from '../content/schema.ts'

/** What the doctor reads: site.ts, plus the address the site is built for (deploy.ts). */
export type Content = Site & { SITE_ORIGIN?: string }
/** Each language's content (languages.ts), the default first. */
export type LanguageContent = { code: string; content: Content }
/** For each field of EXAMPLE_FIELDS, the hashes of the shipped example's values there. */
export type Fingerprint = Record<string, readonly string[]>
/** A picture's bytes, by its path as site.ts writes it ('images/profile.jpg'); undefined if absent. */
export type ReadPicture = (path: string) => Uint8Array | undefined

type Found = { path: string; value: unknown }

// Every value of a field path: 'timeline[*].where' → timeline[0].where, timeline[1].where, …
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
const fieldsOf = (content: Content, pattern: string) =>
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

/** The record of the shipped example, in every language, that example-fingerprint.json holds. */
export function fingerprint(contents: readonly Content[], read: ReadPicture): Fingerprint {
  return Object.fromEntries(
    Object.keys(EXAMPLE_FIELDS).map((pattern) => {
      const hashes = contents.flatMap((content) =>
        fieldsOf(content, pattern).map(({ value }) => hashOf(pattern, value, read)),
      )
      return [pattern, [...new Set(hashes.filter((h) => h !== undefined))].sort()]
    }),
  )
}

// A list shows its entries, an entry its first field, and a long text its beginning.
const shown = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(shown).join(', ')
  if (value && typeof value === 'object') return shown(Object.values(value)[0])
  return String(value)
}
const short = (text: string) => (text.length > 50 ? `${text.slice(0, 49).trimEnd()}…` : text)

/**
 * One line per value still equal to the example's, wherever in its list it now sits, e.g.
 * `identity.email: still the example's "mika.laine@example.com" — put your own address here`.
 */
export function doctor(
  content: Content,
  example: Fingerprint,
  read: ReadPicture,
  shared?: Content,
) {
  const lines = Object.entries(EXAMPLE_FIELDS).flatMap(([pattern, hint]) => {
    // A value the default language has at the same place is its line, not this language's.
    const sharedValues = new Map(
      (shared ? fieldsOf(shared, pattern) : []).map(({ path, value }) => [path, canonical(value)]),
    )
    return fieldsOf(content, pattern)
      .filter(({ path, value }) => sharedValues.get(path) !== canonical(value))
      .filter(({ value }) => example[pattern]?.includes(hashOf(pattern, value, read) ?? ''))
      .map(({ path, value }) => {
        const what = PICTURE_FIELDS.includes(pattern) ? 'picture ' : ''
        return `${path}: still the example's ${what}"${short(shown(value))}" — ${hint}`
      })
  })
  return { lines, exitCode: lines.length > 0 ? 1 : 0 }
}

/** The doctor in every language: another language's lines start with its code ('fi: …'). */
export function doctorAll(
  languages: readonly LanguageContent[],
  example: Fingerprint,
  read: ReadPicture,
) {
  const [first, ...others] = languages
  if (!first) return { lines: [], exitCode: 0 }
  const lines = [
    ...doctor(first.content, example, read).lines,
    ...others.flatMap(({ code, content }) =>
      doctor(content, example, read, first.content).lines.map((line) => `${code}: ${line}`),
    ),
  ]
  return { lines, exitCode: lines.length > 0 ? 1 : 0 }
}
