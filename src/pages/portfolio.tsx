import { Island } from '../islands/island.tsx'
import { COVER_SIZES, projectsWith } from '../components/project-grid.tsx'
import { useContent } from '../site-content/language-content.ts'
import { projectTags, shownProjects } from './projects.ts'
import ProjectBrowser from '../islands/project-browser.tsx'
import { fallbackAmong, languageOf } from '../lib/fallback.ts'
import { fill, fillTitle } from '../lib/fill.ts'
import { twoDigits } from '../lib/numbers.ts'
import { longWord } from '../lib/long-words.ts'
import { tagPath } from '../routing/route-path.ts'
import type { PageModule, PageProps } from './routes.ts'
import page from './page.module.css'
import shell from './list-page.module.css'
import styles from './portfolio.module.css'

// The grid, and the grid filtered by each tag at a page of its own: there, and in the menu, only
// when the owner has projects.
export const route: PageModule['route'] = (content) =>
  content.site.projects.length > 0
    ? {
        path: '/portfolio',
        paths: Object.keys(projectTags(content)).map((tag) => ({ path: tagPath(tag), tag })),
      }
    : { paths: [] }

export const head: PageModule['head'] = ({ tag }, content) => {
  const { site, ui } = content
  const { fullName } = site.identity
  const label = tag && projectTags(content)[tag]
  if (!label)
    return {
      title: fillTitle(ui.titles.portfolio, { name: fullName }),
      description: site.portfolio.description,
    }
  const values = { tag: label, name: fullName }
  return {
    title: fillTitle(ui.titles.tag, values),
    description: fill(ui.portfolio.tagDescription, values),
  }
}

// The grid's first cover is the page's largest paint: preloaded from <head>.
export const preload: PageModule['preload'] = ({ tag }, content) => {
  const [first] = projectsWith(shownProjects(content), tag)
  return first && { image: first.image, sizes: COVER_SIZES.featured }
}

/** The grid of projects, filtered by `tag`, with the filter and the dialog as an island. */
export default function Portfolio({ tag }: PageProps) {
  const content = useContent()
  const { site, ui, language } = content
  const { fullName } = site.identity
  const text = ui.portfolio
  const projects = shownProjects(content)
  const tags = projectTags(content)
  return (
    <div className={page.page}>
      <header className={shell.intro}>
        {/* Not in search's excerpt of the page, which would open with 'Selected work 07.'. */}
        <p className={styles.eyebrow} data-pagefind-ignore="">
          {text.eyebrow}{' '}
          <span className={styles.count}>{twoDigits(projects.length, language.code)}</span>
        </p>
        <h1 className={shell.heading} data-long-word={longWord(text.heading)}>
          {text.heading}
        </h1>
        <p className={shell.lead} {...languageOf(site.portfolio.description, content.fallback)}>
          {site.portfolio.description}
        </p>
      </header>
      <Island wake="idle">
        <ProjectBrowser
          projects={projects}
          tags={tags}
          tag={tag}
          fallback={fallbackAmong(Object.values(tags), content.fallback)}
          base={content.base}
          text={{ ...text, opensInNewTab: ui.opensInNewTab }}
          titles={{
            grid: fillTitle(ui.titles.portfolio, { name: fullName }),
            tag: ui.titles.tag,
            project: ui.titles.project,
            name: fullName,
          }}
        />
      </Island>
    </div>
  )
}
