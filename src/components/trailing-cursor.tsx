import { useRef } from 'react'
import { useCursorAllowed, useTrailingCursor } from '../hooks/use-trailing-cursor.ts'
import styles from './trailing-cursor.module.css'

// Decoration only: pointer-events are off and the system cursor stays in place.
export function TrailingCursor() {
  const allowed = useCursorAllowed()
  const root = useRef<HTMLDivElement>(null)
  useTrailingCursor(allowed, root)
  if (!allowed) return null
  return (
    <div ref={root} className={styles.cursor} aria-hidden="true" data-cursor>
      <div className={styles.outer} data-cursor-outer />
      <div className={styles.inner} data-cursor-inner />
    </div>
  )
}
