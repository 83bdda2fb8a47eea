import { Island } from '../components/island.tsx'
import { posts, site, ui, language } from '../content-model/language.ts'
import SiteSearch from '../islands/site-search.tsx'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../routes.ts'
import page from './page.module.css'

const { fullName } = site.identity

// Its page allows WebAssembly, which search runs on (lib/csp.ts): links load it as a document.
export const route: PageModule['route'] = { path: '/search', menu: 7, document: true }

export const head: PageModule['head'] = () => ({
  title: fill(ui.titles.search, { name: fullName }),
  description: fill(ui.search.description, { name: fullName }),
})

const links = [
  ...(posts.length > 0 ? [{ href: pageHref('/blog'), label: ui.nav.blog }] : []),
  { href: pageHref('/portfolio'), label: ui.nav.portfolio },
]

export default function Search() {
  return (
    <div className={page.page}>
      <h1 className={page.title}>{ui.search.heading}</h1>
      <Island wake="load">
        <SiteSearch text={ui.search} links={links} lang={language.code} />
      </Island>
    </div>
  )
}
