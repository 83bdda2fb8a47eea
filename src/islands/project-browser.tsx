import { useEffect, useLayoutEffect, useState, type MouseEvent } from 'react'
import { ProjectDialog } from '../components/project-dialog.tsx'
import type { DetailsText, ShownProject } from '../components/project-details.tsx'
import { ProjectGrid, projectsWith } from '../components/project-grid.tsx'
import { TagLinks } from '../components/tag-links.tsx'
import type { Ui } from '../content-model/schema.ts'
import type { Fallback } from '../lib/fallback.ts'
import { appPath, hrefUnder } from '../routing/base.ts'
import { fill, fillTitle } from '../lib/fill.ts'
import { islandOf, pushEntry, replaceEntry } from '../lib/island-history.ts'
import { dialogIn, dialogState, projectInSearch } from './project-dialog-state.ts'
import { linkLanguagesHere } from './language-links.ts'
import { portfolioView, projectPath, tagPath } from '../routing/route-path.ts'
import styles from '../components/tag-links.module.css'

const ISLAND = 'project-browser'

type ProjectBrowserProps = {
  projects: readonly ShownProject[]
  /** The label of each tag the projects use. */
  tags: Readonly<Record<string, string>>
  /** The tag the page's grid is filtered by. */
  tag?: string
  /** The tags' labels a translation leaves to the default language. */
  fallback?: Fallback
  text: DetailsText &
    Pick<
      Ui['portfolio'],
      'tags' | 'allTags' | 'showingAll' | 'showingTag' | 'viewProject' | 'close' | 'readCaseStudy'
    >
  /** The base path of the page's language: '/react-portfolio/fi/'. */
  base: string
  /** The document's title: the grid's, and the patterns of a tag's and of a project's. */
  titles: { grid: string; tag: string; project: string; name: string }
}

type View = { tag?: string; slug?: string }

// A click the browser would follow as it is: the main button, no key held, this tab.
const isPlainClick = (event: MouseEvent, link: HTMLAnchorElement) =>
  event.button === 0 &&
  !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) &&
  (!link.target || link.target === '_self') &&
  !link.hasAttribute('download')

/**
 * The grid of projects with its tag filter and its project dialog. Choosing a tag filters the grid
 * in place, and a project's title opens it over the grid; each at its own address, so Back undoes
 * it. Without JavaScript, and before the island wakes, the same links lead to the pages.
 */
export default function ProjectBrowser({
  projects,
  tags,
  tag,
  fallback,
  base,
  text,
  titles,
}: ProjectBrowserProps) {
  const [view, setView] = useState<View>({ tag })
  // Behind a project's dialog the grid stays filtered as it was.
  const [gridTag, setGridTag] = useState(tag)
  if (!view.slug && gridTag !== view.tag) setGridTag(view.tag)
  const shown = projects.find(({ project }) => project.slug === view.slug) ?? null
  // Mounted once a project is first shown, then kept, so it can fade out as it closes.
  const [dialogWanted, setDialogWanted] = useState(false)
  if (shown && !dialogWanted) setDialogWanted(true)

  // Before the browser paints or handles an event: a click that wakes the island is dispatched
  // right after it hydrates, and must find the entry the page arrived on already the grid's.
  useLayoutEffect(() => {
    // The entry the page arrived on becomes the grid's too, keeping what the navigation wrote.
    replaceEntry(ISLAND, location.href, (history.state as object | null) ?? {})
    // Old links named the project as ?project=<slug>: show it the way the grid opens it now.
    const old = projectInSearch(location.search)
    if (old && projects.some(({ project }) => project.slug === old)) {
      replaceEntry(ISLAND, hrefUnder(base, projectPath(old)), dialogState(false))
      // eslint-disable-next-line react-hooks/set-state-in-effect -- only the browser has the address
      setView({ slug: old })
    }
    const follow = (event: PopStateEvent) => {
      if (islandOf(event.state) !== ISLAND) return
      const { tag, slug } = portfolioView(appPath(location.pathname, base))
      setView(slug && dialogIn(event.state) ? { slug } : { tag })
    }
    addEventListener('popstate', follow)
    return () => removeEventListener('popstate', follow)
  }, [projects, base])

  // The language links lead to the tag or project on screen, not to the grid as it loaded.
  useEffect(linkLanguagesHere, [view])

  useEffect(() => {
    const { name } = titles
    document.title = shown
      ? fillTitle(titles.project, { project: shown.project.title, name })
      : view.tag
        ? fillTitle(titles.tag, { tag: tags[view.tag] ?? view.tag, name })
        : titles.grid
  }, [shown, view.tag, tags, titles])

  function followInGrid(event: MouseEvent<HTMLDivElement>) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event, link)) return
    const path = appPath(link.pathname, base)
    const { slug } = link.dataset.project !== undefined ? { slug: link.dataset.project } : {}
    if (slug) pushEntry(ISLAND, link.href, dialogState(true))
    else if (path === '/portfolio' || portfolioView(path).tag) {
      if (link.href !== location.href) pushEntry(ISLAND, link.href)
    } else return
    event.preventDefault()
    setView(slug ? { slug } : portfolioView(path))
  }

  // Focus goes back to the link that opened the dialog (also after the back button).
  function onClose(closed: string, byVisitor: boolean) {
    // Closed by Back, the history has already moved (and may have moved on since): focus only.
    const open = byVisitor ? dialogIn(history.state) : null
    if (open?.pushed) history.back()
    else if (open) {
      replaceEntry(ISLAND, hrefUnder(base, gridTag ? tagPath(gridTag) : '/portfolio'))
      setView({ tag: gridTag })
    }
    document.querySelector<HTMLElement>(`a[data-project="${CSS.escape(closed)}"]`)?.focus()
  }

  const total = String(projects.length)
  const label = gridTag && tags[gridTag]
  const count = String(projectsWith(projects, gridTag).length)
  // Search finds each project on its own page, never the grid for a project's words. The page
  // navigation (browser/navigation.ts) leaves the grid's links to it: it neither fetches their pages
  // nor follows them, which the grid does in place, and before it wakes the browser does.
  return (
    <div onClick={followInGrid} data-pagefind-ignore="" data-no-swup="">
      {Object.keys(tags).length > 0 && (
        <div className={styles.filter}>
          <TagLinks
            tags={tags}
            base={base}
            label={text.tags}
            all={text.allTags}
            current={gridTag}
            fallback={fallback}
          />
          <p role="status" className={styles.status}>
            {label
              ? fill(text.showingTag, { count, total, tag: label })
              : fill(text.showingAll, { total })}
          </p>
        </div>
      )}
      <ProjectGrid projects={projectsWith(projects, gridTag)} base={base} text={text} />
      {dialogWanted && (
        <ProjectDialog
          shown={shown}
          text={text}
          pageOf={(slug) => hrefUnder(base, projectPath(slug))}
          onClose={onClose}
        />
      )}
    </div>
  )
}
