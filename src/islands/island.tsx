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

function nameOf(component: unknown) {
  const file = Object.keys(islands).find((key) => islands[key]?.default === component)
  if (!file) throw new Error('<Island> wraps the default export of a file in src/islands/')
  return file.slice('./'.length, -'.tsx'.length)
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
 * wakes, and hydrates it with the same props. Everything else on the page is HTML only.
 *
 *     <Island wake="idle"><ContactForm action={…} draftKey={…} text={…} /></Island>
 */
export function Island({ wake, children }: { wake: Wake; children: ReactElement<object> }) {
  // Rendered as a root of its own, as the browser hydrates it: the ids useId gives match.
  return (
    <div
      data-island={nameOf(children.type)}
      data-wake={wake}
      data-props={propsOf(children)}
      dangerouslySetInnerHTML={{ __html: renderToString(children) }}
    />
  )
}
