import { Island } from '../islands/island.tsx'
import { useContent, type LanguageContent } from '../site-content/language-content.ts'
import SiteSearch from '../islands/site-search.tsx'
import { fill, fillTitle } from '../lib/fill.ts'
import { fallbackAmong } from '../lib/fallback.ts'
import { longWord } from '../lib/long-words.ts'
import type { PageModule } from './routes.ts'
import page from './page.module.css'

export const route: PageModule['route'] = { path: '/search', wasm: true }

// Search lists the pages it finds, never itself.
export const searchable = false

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fillTitle(ui.titles.search, { name: site.identity.fullName }),
  description: fill(ui.search.description, { name: site.identity.fullName }),
})

// Enough to start from on a phone's two lines, however many tags the owner writes.
const TOPICS = 6

/** The labels of the tags that the most projects and posts have, the most used first. */
function topicsOf({ site, posts }: LanguageContent): string[] {
  const uses = new Map<string, number>()
  for (const { tags = [] } of [...site.projects, ...posts])
    for (const tag of tags) uses.set(tag, (uses.get(tag) ?? 0) + 1)
  return [...uses]
    .sort(([, a], [, b]) => b - a)
    .slice(0, TOPICS)
    .map(([tag]) => site.tags[tag] ?? tag)
}

export default function Search() {
  const content = useContent()
  const { site, posts, ui, language, href, fallback } = content
  const topics = ui.search.topics ? topicsOf(content) : []
  const links = [
    ...(posts.length > 0 ? [{ href: href('/blog'), label: ui.nav.blog }] : []),
    ...(site.projects.length > 0 ? [{ href: href('/portfolio'), label: ui.nav.portfolio }] : []),
    { href: href('/about'), label: ui.nav.about },
  ]
  return (
    <div className={page.page}>
      <h1 className={page.title} data-long-word={longWord(ui.search.heading)}>
        {ui.search.heading}
      </h1>
      <Island wake="load">
        <SiteSearch
          text={ui.search}
          links={links}
          topics={topics}
          fallback={fallbackAmong(topics, fallback)}
          lang={language.code}
        />
      </Island>
    </div>
  )
}
