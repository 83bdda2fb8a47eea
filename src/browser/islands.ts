import type { ComponentType } from 'react'
import type { Wake } from '../islands/island.tsx'
import { islandAwakeMark } from '../lib/marks.ts'

// Each island's code is fetched only when the island wakes: its component, and React with it,
// where React hydrates the island (data-hydrate); else the module beside it that brings its HTML
// to life without React.
const components = import.meta.glob<{ default: ComponentType<object> }>([
  '../islands/*.tsx',
  '!../islands/island.tsx',
])
const awakenings = import.meta.glob<{
  awaken: (island: HTMLElement, props: object) => () => void
}>('../islands/*.awaken.ts')

type Awake = { unmount: () => void }

/** An island's code, fetched: what brings it to life with its props. */
async function codeOf(island: HTMLElement, name: string) {
  const awakening = awakenings[`../islands/${name}.awaken.ts`]
  if (!island.hasAttribute('data-hydrate') && awakening) {
    const { awaken } = await awakening()
    return async (props: object): Promise<Awake> => ({ unmount: awaken(island, props) })
  }
  const component = components[`../islands/${name}.tsx`]
  if (!component) throw new Error(`No island src/islands/${name}.tsx`)
  const [{ default: Component }, { hydrate }] = await Promise.all([
    component(),
    import('./hydrate.tsx'),
  ])
  return (props: object) => hydrate(island, Component, props)
}
// Each island woken, with what puts it to sleep once it has come to life.
const awake = new Map<HTMLElement, Promise<Awake>>()
/** Once the page's load event has fired. */
export const loaded = new Promise<void>((done) => {
  if (document.readyState === 'complete') done()
  else addEventListener('load', () => done(), { once: true })
})

/** Once the browser is idle, or a second from now at the latest: a busy page still gets there. */
export const idle = () =>
  new Promise<void>((done) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => done(), { timeout: 1000 })
      : setTimeout(done, 200),
  )

// An island is laid out as its contents (base.css): the first of them says where it is.
const inView = (island: HTMLElement) =>
  new Promise<void>((done) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      done()
    })
    observer.observe(island.firstElementChild ?? island)
  })

const touched = (island: HTMLElement) =>
  new Promise<void>((done) => {
    for (const type of ['pointerdown', 'keydown', 'focusin'])
      island.addEventListener(type, () => done(), { once: true, passive: true })
  })

const due: Record<Wake, (island: HTMLElement) => Promise<void>> = {
  load: () => loaded,
  idle: () => loaded.then(idle),
  visible: (island) => loaded.then(() => inView(island)),
}

async function wake(island: HTMLElement): Promise<void> {
  const { island: name = '', wake = 'load', props = '{}' } = island.dataset
  await Promise.race([due[wake as Wake](island), touched(island)])
  const comeToLife = await codeOf(island, name).catch((error: unknown) => {
    // What needs the island says so, as it would in a browser that runs no scripts.
    document.documentElement.dataset.scripts = 'failed'
    throw error
  })
  // A page left before its island woke keeps it asleep.
  if (!island.isConnected) return
  awake.set(island, comeToLife(JSON.parse(props) as object).then(markAwake(island)))
}

// Says when an island has come to life: data-awake on it, and a performance mark that the
// benchmark and the browser tests read.
const markAwake = (island: HTMLElement) => (alive: Awake) => {
  island.dataset.awake = ''
  performance.mark(islandAwakeMark(island.dataset.island ?? ''))
  return alive
}

/**
 * Wakes each island in `within` when it is due (islands/island.tsx). Resolves once those due
 * without scrolling are awake (or have failed to).
 */
export function wakeIslands(within: ParentNode) {
  const islands = [...within.querySelectorAll<HTMLElement>('[data-island]')]
  const waking = islands
    .filter((island) => !awake.has(island))
    .map((island) => ({ island, woken: wake(island) }))
  return Promise.allSettled(
    waking.filter(({ island }) => island.dataset.wake !== 'visible').map(({ woken }) => woken),
  ).then(() => undefined)
}

/**
 * Puts every island to sleep, each once it has come to life: the page they are on is about to go.
 * Resolves once they all sleep: an island still hydrating finishes on its own page, where its
 * effects (the tab's title, the history entry) belong, not on the next.
 */
export function sleepIslands() {
  const islands = [...awake.values()]
  awake.clear()
  return Promise.all(islands.map((alive) => alive.then((woken) => woken.unmount())))
}

/** Whether an island of this name is awake on the page. */
export const isAwake = (name: string) =>
  [...awake.keys()].some((island) => island.dataset.island === name)
