import { Island } from '../components/island.tsx'
import { COVER_SIZES, projectsWith } from '../components/project-grid.tsx'
import { site, ui, language } from '../content-model/language.ts'
import { projectTags, shownProjects } from '../content-model/projects.ts'
import ProjectBrowser from '../islands/project-browser.tsx'
import { fill } from '../lib/fill.ts'
import { twoDigits } from '../lib/numbers.ts'
import { tagPath } from '../lib/route-path.ts'
import type { PageModule, PageProps } from '../routes.ts'
import shell from './list-page.module.css'
import styles from './portfolio.module.css'

const { fullName } = site.identity
const { portfolio } = site
const text = ui.portfolio

// The grid, and the grid filtered by each tag at a page of its own.
export const route: PageModule['route'] = {
  path: '/portfolio',
  menu: 2,
  paths: Object.keys(projectTags).map((tag) => ({ path: tagPath(tag), tag })),
}

export const head: PageModule['head'] = ({ tag }) => {
  const label = tag && projectTags[tag]
  if (!label)
    return {
      title: fill(ui.titles.portfolio, { name: fullName }),
      description: portfolio.description,
    }
  const values = { tag: label, name: fullName }
  return {
    title: fill(ui.titles.tag, values),
    description: fill(text.tagDescription, values),
  }
}

// The grid's first cover is the page's largest paint: preloaded from <head>.
export const preload: PageModule['preload'] = ({ tag }) => {
  const [first] = projectsWith(shownProjects, tag)
  return first && { image: first.image, sizes: COVER_SIZES.featured }
}

/** The grid of projects, filtered by `tag`, with the filter and the dialog as an island. */
export default function Portfolio({ tag }: PageProps) {
  return (
    <div className={shell.page}>
      <header className={shell.intro}>
        <p className={styles.eyebrow}>
          {text.eyebrow}{' '}
          <span className={styles.count}>{twoDigits(shownProjects.length, language.code)}</span>
        </p>
        <h1 className={shell.heading}>{text.heading}</h1>
        <p className={shell.lead}>{portfolio.description}</p>
      </header>
      <Island wake="idle">
        <ProjectBrowser
          projects={shownProjects}
          tags={projectTags}
          tag={tag}
          text={{ ...text, opensInNewTab: ui.opensInNewTab }}
          titles={{
            grid: fill(ui.titles.portfolio, { name: fullName }),
            tag: ui.titles.tag,
            project: ui.titles.project,
            name: fullName,
          }}
        />
      </Island>
    </div>
  )
}
