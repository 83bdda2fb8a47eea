import { use } from 'react'

export type LazyModule<M> = { load: () => Promise<M>; loaded: () => M | undefined }

/** A module fetched once, on first `load()`: a page, or a part of one that hydrates later. */
export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let module: M | undefined
  let loading: Promise<M> | undefined
  const load = () =>
    (loading ??= importer().then((exports) => {
      module = exports
      return exports
    }))
  return { load, loaded: () => module }
}

/**
 * The module's exports while rendering. Once its code has arrived this returns at once, with no
 * fallback; until then it suspends, and during hydration React keeps the prerendered HTML in place.
 */
export const useLazyModule = <M>(lazy: LazyModule<M>): M => lazy.loaded() ?? use(lazy.load())
