import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { islandAwakeMark } from '../lib/marks.ts'

// Says when React has taken an island over: data-awake on it, and a performance mark that the
// benchmark and the browser tests read.
function markAwake(island: HTMLElement) {
  island.dataset.awake = ''
  performance.mark(islandAwakeMark(island.dataset.island ?? ''))
}

function Awake({ onAwake, children }: { onAwake: () => void; children: ReactNode }) {
  useEffect(onAwake, [onAwake])
  return children
}

/** Hydrates an island's prerendered HTML with its component and props. */
export const hydrate = (island: HTMLElement, Component: ComponentType<object>, props: object) =>
  hydrateRoot(
    island,
    <Awake onAwake={() => markAwake(island)}>
      <Component {...props} />
    </Awake>,
  )
