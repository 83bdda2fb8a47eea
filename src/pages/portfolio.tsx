import { Suspense, useEffect, useRef, useState, type ComponentProps } from 'react'
import type {
  default as ProjectDialog,
  TagFilter as TagFilterWithWords,
} from './later/portfolio.tsx'
import { StaticPart } from '../components/static-part.tsx'
import { fullName } from '../content-model/parts/frame.ts'
import { portfolio, portfolioText, projectCount, tags } from '../content-model/parts/portfolio.ts'
import { navigate } from 'wouter/use-browser-location'
import { closeProjectDialog, openProjectDialog } from '../hooks/use-project-dialog.ts'
import { pageHref, routerBase } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import { inAppPath } from '../lib/in-app-link.ts'
import { projectInSearch } from '../lib/project-dialog-state.ts'
import { projectPath, routePath, tagPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import { routeFor } from '../routes.ts'
import styles from './portfolio.module.css'

// The grid, and the grid filtered by each tag at a page of its own.
export const route: PageModule['route'] = {
  path: '/portfolio',
  menu: 2,
  paths: Object.keys(tags).map((tag) => ({ path: tagPath(tag), tag })),
}

// With a project open over the grid, the head tags are the project page's (app.tsx).
export const head: PageModule['head'] = ({ tag }) => {
  const label = tag && tags[tag]
  if (!label)
    return {
      title: fill(portfolioText.title, { name: fullName }),
      description: portfolio.description,
    }
  const values = { tag: label, name: fullName }
  return {
    title: fill(portfolioText.tagTitle, values),
    description: fill(portfolioText.tagDescription, values),
  }
}

// The grid is HTML the page arrives with, and the app never renders it again: its cards have no
// controls, so the page ships none of their words or pictures. The dialog, its details and the tag
// filter arrive after the page has hydrated; so does the grid for a tag the loaded page lacks.
const extras = lazyModule(() => import('./later/portfolio.tsx'))
export const later: PageModule['later'] = extras.load

// The featured cover is the page's largest paint: the build, which loads the page's later parts
// first, preloads it from <head>.
export const preload: PageModule['preload'] = ({ tag }) => extras.loaded()?.featuredCover(tag)

function Dialog(props: ComponentProps<typeof ProjectDialog>) {
  const { default: ProjectDialogWithDetails } = useLazyModule(extras)
  return <ProjectDialogWithDetails {...props} />
}

function TagFilter(props: ComponentProps<typeof TagFilterWithWords>) {
  const { TagFilter: Filter } = useLazyModule(extras)
  return <Filter {...props} />
}

function Grid({ tag }: { tag?: string }) {
  const { ProjectGrid } = useLazyModule(extras)
  return <ProjectGrid tag={tag} />
}

const gridId = (tag: string | undefined) => `grid:${tag ?? ''}`
const hrefOf = (slug: string) => pageHref(projectPath(slug))

// A plain click on a project's title opens it over the grid, and one on a link to the grid or a
// tag's filters the grid where it stands: the address follows, and Back undoes it. A click for a
// new tab, and any other link, is the browser's or a page change (navigation.ts).
function followInGrid(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement)) return
  const path = inAppPath(event, link, location.href, routerBase)
  if (path === null) return
  if (link.dataset.project !== undefined) openProjectDialog(link.href)
  else if (routeFor(routePath(new URL(path, location.origin).pathname)).page === 'portfolio')
    navigate(link.pathname)
  else return
  event.preventDefault()
}

/** The grid of projects, filtered by `tag`; `slug` is the project shown in a dialog over it. */
export default function Portfolio({ slug, tag }: PageProps) {
  const page = useRef<HTMLDivElement>(null)
  const grid = useRef<HTMLDivElement>(null)
  // Behind a project's dialog the grid stays filtered as it was.
  const [gridTag, setGridTag] = useState(tag)
  if (!slug && gridTag !== tag) setGridTag(tag)
  const id = gridId(gridTag)
  // Mounted once a project is first shown, then kept, so it can fade out as it closes.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (slug && !dialogWanted) setDialogWanted(true)

  useEffect(() => {
    const element = page.current
    element?.addEventListener('click', followInGrid)
    return () => element?.removeEventListener('click', followInGrid)
  }, [])

  // Old links named the project as ?project=<slug>: show it the way the grid opens it now.
  useEffect(() => {
    const old = projectInSearch(location.search)
    if (old && routeFor(projectPath(old)).page === 'project')
      openProjectDialog(hrefOf(old), { replace: true })
  }, [])

  // Focus goes back to the link that opened the dialog (also after the back button).
  const onClose = (closed: string) => {
    closeProjectDialog(pageHref('/portfolio'))
    grid.current?.querySelector<HTMLElement>(`a[data-project="${CSS.escape(closed)}"]`)?.focus()
  }

  return (
    <div ref={page} className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          {portfolioText.eyebrow} <span className={styles.count}>{projectCount}</span>
        </p>
        <h1 className={styles.heading}>{portfolioText.heading}</h1>
        <p className={styles.lead}>{portfolio.description}</p>
      </header>
      <Suspense>
        <TagFilter tag={gridTag} />
      </Suspense>
      <StaticPart key={id} id={id} ref={grid}>
        <Suspense>
          <Grid tag={gridTag} />
        </Suspense>
      </StaticPart>
      {dialogWanted && (
        <Suspense>
          <Dialog slug={slug} onClose={onClose} />
        </Suspense>
      )}
    </div>
  )
}
