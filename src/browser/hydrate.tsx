import { useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'

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
      <Awake onAwake={() => awake(root)}>
        <Component {...props} />
      </Awake>,
    )
  })
