import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * When an island wakes: `load` once the page has loaded, `idle` once the browser has nothing more
 * pressing, `visible` once it is scrolled into view. A touch, a key or focus inside it wakes it
 * at once.
 */
export type Wake = 'load' | 'idle' | 'visible'

// Every island, by its file: an island's name is its file's name in this folder.
const islands = import.meta.glob<{ default: unknown; awaken?: unknown }>(
  ['./*.tsx', '!./island.tsx'],
  { eager: true },
)

function fileOf(component: unknown) {
  const file = Object.keys(islands).find((key) => islands[key]?.default === component)
  if (!file) throw new Error('<Island> wraps the default export of a file in src/islands/')
  return { name: file.slice('./'.length, -'.tsx'.length), hydrates: !islands[file]?.awaken }
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
 * wakes, and hydrates it with the same props (`data-hydrate`). An island whose file also exports
 * `awaken(element, props)` wakes without React: that brings its HTML to life, and returns what
 * stops it. Everything else on the page is HTML only.
 *
 *     <Island wake="idle"><ContactForm action={…} draftKey={…} text={…} /></Island>
 */
export function Island({ wake, children }: { wake: Wake; children: ReactElement<object> }) {
  const { name, hydrates } = fileOf(children.type)
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
