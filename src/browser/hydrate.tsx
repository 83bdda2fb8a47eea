import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
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

/**
 * Hydrates an island's prerendered HTML with its component and props. Resolves with its root once
 * React has taken the island over: only then may the root be unmounted, or React reports an error.
 */
export const hydrate = (island: HTMLElement, Component: ComponentType<object>, props: object) =>
  new Promise<Root>((awake) => {
    const root = hydrateRoot(
      island,
      <Awake
        onAwake={() => {
          markAwake(island)
          awake(root)
        }}
      >
        <Component {...props} />
      </Awake>,
    )
  })
