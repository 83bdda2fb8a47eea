import { isValidElement, type ReactNode } from 'react'

type Component = (props: object) => ReactNode

/**
 * Every string a tree of plain function components (no hooks) shows, in the form it shows it
 * (a heading in capitals): what the document's fonts must carry.
 */
export function documentText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return `${node}`
  if (Array.isArray(node)) return node.map(documentText).join(' ')
  if (!isValidElement<{ children?: ReactNode }>(node)) return ''
  if (typeof node.type === 'function') return documentText((node.type as Component)(node.props))
  return documentText(node.props.children)
}
