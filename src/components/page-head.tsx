import { preloadLink } from '../lib/picture.ts'
import type { PageRoute } from '../routes.ts'

type PageHeadProps = { route: Pick<PageRoute, 'title' | 'description' | 'preload'> }

// Rendered into <head> at build time; the client keeps it current with useDocumentHead.
export function PageHead({ route }: PageHeadProps) {
  return (
    <>
      <title>{route.title}</title>
      <meta name="description" content={route.description} />
      {route.preload && <link {...preloadLink(route.preload.image, route.preload.sizes)} />}
    </>
  )
}
