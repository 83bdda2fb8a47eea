import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * When an island wakes: `load` once the page has loaded, `idle` once the browser has nothing more
 * pressing, `visible` once it is scrolled into view. A touch, a key or focus inside it wakes it
 * at once.
 */
export type Wake = 'load' | 'idle' | 'visible'

// Every island, by its file: an island's name is its file's name in this folder.
const islands = import.meta.glob<{ default: unknown }>(['./*.tsx', '!./island.tsx'], {
  eager: true,
})
// An island that wakes without React: a component of components/ with a module of the same name
// here, <name>.awaken.ts.
const pieces = import.meta.glob<{ default: unknown }>('../components/*.tsx', { eager: true })
const awakenings = Object.keys(import.meta.glob('./*.awaken.ts'))

const fileOf = (files: Record<string, { default: unknown }>, component: unknown) =>
  Object.keys(files).find((key) => files[key]?.default === component)

function nameOf(component: unknown) {
  const island = fileOf(islands, component)
  if (island) return { name: island.slice('./'.length, -'.tsx'.length), hydrates: true }
  const name = fileOf(pieces, component)?.slice('../components/'.length, -'.tsx'.length)
  if (name && awakenings.includes(`./${name}.awaken.ts`)) return { name, hydrates: false }
  throw new Error(
    '<Island> wraps the default export of a file in src/islands/, or of src/components/<name>.tsx with src/islands/<name>.awaken.ts',
  )
}

function propsOf(element: ReactElement<object>) {
  for (const [name, value] of Object.entries(element.props))
    if (typeof value === 'function' || (typeof value === 'object' && value && '$$typeof' in value))
      throw new Error(`An island's props travel as JSON: "${name}" cannot`)
  return JSON.stringify(element.props)
}

/**
 * A part of a page that comes to life in the browser. The build renders it with the page and
 * writes its props as JSON beside its HTML; browser/islands.ts loads its code, and React, when it
 * wakes, and hydrates it with the same props (`data-hydrate`). An island that needs no React is a
 * component of components/ with a `<name>.awaken.ts` here, whose `awaken(element, props)` brings
 * its HTML to life and returns what stops it. Everything else on the page is HTML only.
 *
 *     <Island wake="idle"><ContactForm action={…} draftKey={…} text={…} /></Island>
 */
export function Island({ wake, children }: { wake: Wake; children: ReactElement<object> }) {
  const { name, hydrates } = nameOf(children.type)
  // Rendered as a root of its own, as the browser hydrates it: the ids useId gives match.
  return (
    <div
      data-island={name}
      data-wake={wake}
      data-props={propsOf(children)}
      data-hydrate={hydrates ? '' : undefined}
      dangerouslySetInnerHTML={{ __html: renderToString(children) }}
    />
  )
}
