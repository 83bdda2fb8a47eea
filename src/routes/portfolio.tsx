import { Suspense, useEffect, useRef, useState, type ComponentProps, type MouseEvent } from 'react'
import type {
  default as ProjectDialog,
  TagFilter as TagFilterWithWords,
} from './later/portfolio.tsx'
import { ProjectCard } from '../components/project-card.tsx'
import { fullName } from '../content/parts/frame.ts'
import { portfolio, portfolioText, projectCount, tags } from '../content/parts/projects.ts'
import { shownProjects } from '../content/project-covers.ts'
import { projectText } from '../content/projects.ts'
import { closeProjectDialog, openProjectDialog } from '../hooks/use-project-dialog.ts'
import { pageHref, routerBase } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import { inAppPath } from '../lib/in-app-link.ts'
import { projectInSearch } from '../lib/project-dialog-state.ts'
import { projectPath, tagPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../page-loader.tsx'
import styles from './portfolio.module.css'

// The grid, and the grid filtered by each tag at a page of its own.
export const route: PageModule['route'] = {
  path: '/portfolio',
  menu: 2,
  paths: Object.keys(tags).map((tag) => ({ path: tagPath(tag), tag })),
}

const projectsWith = (tag: string | undefined) =>
  tag ? shownProjects.filter(({ project }) => project.tags.includes(tag)) : shownProjects

// Rendered widths of a cover, matching the grid in portfolio.module.css.
const SIZES = {
  featured: '(min-width: 60rem) 40rem, (min-width: 48rem) 90vw, 100vw',
  card: '(min-width: 75rem) 23rem, (min-width: 70rem) 30vw, (min-width: 40rem) 45vw, 100vw',
}

// The featured cover is the page's largest paint: the build preloads it from <head>.
export const preload: PageModule['preload'] = ({ tag }) => {
  const [first] = projectsWith(tag)
  return first && { image: first.image, sizes: SIZES.featured }
}

// With a project open over the grid, the address and the head tags are the project's.
export const head: PageModule['head'] = ({ slug, tag }) => {
  if (slug) return projectText(slug)
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

// The dialog and the details it shows arrive after the grid has hydrated: the grid needs neither.
// So do the details printed with each card and its repository's numbers: they have no controls.
const extras = lazyModule(() => import('./later/portfolio.tsx'))
export const later: PageModule['later'] = extras.load

function Dialog(props: ComponentProps<typeof ProjectDialog>) {
  const { default: ProjectDialogWithDetails } = useLazyModule(extras)
  return <ProjectDialogWithDetails {...props} />
}

function TagFilter(props: ComponentProps<typeof TagFilterWithWords>) {
  const { TagFilter: Filter } = useLazyModule(extras)
  return <Filter {...props} />
}

// A card's parts without controls: its printed details and its repository's numbers.
function CardPart({ slug, part }: { slug: string; part: 'PrintedDetails' | 'RepoNumbers' }) {
  const { [part]: Part } = useLazyModule(extras)
  return <Part slug={slug} />
}

const hrefOf = (slug: string) => pageHref(projectPath(slug))

// A plain click opens the dialog; a click for a new tab or window is the browser's.
const open = (event: MouseEvent<HTMLAnchorElement>) => {
  const link = event.currentTarget
  if (inAppPath(event.nativeEvent, link, location.href, routerBase) === null) return
  event.preventDefault()
  openProjectDialog(link.href)
}

/** The grid of projects, filtered by `tag`; `slug` is the project shown in a dialog over it. */
export default function Portfolio({ slug, tag }: PageProps) {
  const openers = useRef(new Map<string, HTMLAnchorElement>())
  const shown = shownProjects.find((entry) => entry.project.slug === slug) ?? null
  // Behind a project's dialog the grid stays filtered as it was.
  const [gridTag, setGridTag] = useState(tag)
  if (!slug && gridTag !== tag) setGridTag(tag)
  const listed = projectsWith(gridTag)
  // Mounted once a project is first shown, then kept, so it can fade out as it closes.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (shown && !dialogWanted) setDialogWanted(true)

  // Old links named the project as ?project=<slug>: show it the way the grid opens it now.
  useEffect(() => {
    const old = projectInSearch(location.search)
    if (old && shownProjects.some((entry) => entry.project.slug === old))
      openProjectDialog(hrefOf(old), { replace: true })
  }, [])

  // Focus goes back to the link that opened the dialog (also after the back button).
  const onClose = (closed: string) => {
    closeProjectDialog(pageHref('/portfolio'))
    openers.current.get(closed)?.focus()
  }

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>
          {portfolioText.eyebrow} <span className={styles.count}>{projectCount}</span>
        </p>
        <h1 className={styles.heading}>{portfolioText.heading}</h1>
        <p className={styles.lead}>{portfolio.description}</p>
      </header>
      <Suspense>
        <TagFilter tag={gridTag} count={listed.length} />
      </Suspense>
      <ul className={styles.grid}>
        {listed.map((entry, index) => (
          <li key={entry.project.slug} className={index === 0 ? styles.wide : undefined}>
            <ProjectCard
              {...entry}
              href={hrefOf(entry.project.slug)}
              featured={index === 0}
              viewProject={portfolioText.viewProject}
              sizes={index === 0 ? SIZES.featured : SIZES.card}
              onOpen={open}
              printedDetails={
                <Suspense>
                  <CardPart slug={entry.project.slug} part="PrintedDetails" />
                </Suspense>
              }
              repo={
                <Suspense>
                  <CardPart slug={entry.project.slug} part="RepoNumbers" />
                </Suspense>
              }
              openRef={(link) => {
                if (link) openers.current.set(entry.project.slug, link)
              }}
            />
          </li>
        ))}
      </ul>
      {dialogWanted && (
        <Suspense>
          <Dialog shown={shown} onClose={onClose} />
        </Suspense>
      )}
    </div>
  )
}
