import { Island } from '../islands/island.tsx'
import { useContent } from '../site-content/language-content.ts'
import SiteSearch from '../islands/site-search.tsx'
import { fill, fillTitle } from '../lib/fill.ts'
import type { PageModule } from './routes.ts'
import page from './page.module.css'

// Its page allows WebAssembly, which search runs on (document/csp.ts): links load it as a document.
export const route: PageModule['route'] = { path: '/search', document: true }

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fillTitle(ui.titles.search, { name: site.identity.fullName }),
  description: fill(ui.search.description, { name: site.identity.fullName }),
})

export default function Search() {
  const { site, posts, ui, language, href } = useContent()
  const links = [
    ...(posts.length > 0 ? [{ href: href('/blog'), label: ui.nav.blog }] : []),
    ...(site.projects.length > 0 ? [{ href: href('/portfolio'), label: ui.nav.portfolio }] : []),
    { href: href('/about'), label: ui.nav.about },
  ]
  return (
    <div className={page.page}>
      <h1 className={page.title}>{ui.search.heading}</h1>
      <Island wake="load">
        <SiteSearch text={ui.search} links={links} lang={language.code} />
      </Island>
    </div>
  )
}
