import type { PageRoute } from '../routes.ts'

type PageHeadProps = { route: Pick<PageRoute, 'title' | 'description'> }

// Rendered into <head> at build time; the client keeps it current with useDocumentHead.
export function PageHead({ route }: PageHeadProps) {
  return (
    <>
      <title>{route.title}</title>
      <meta name="description" content={route.description} />
    </>
  )
}
