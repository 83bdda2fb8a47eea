import type { ReactNode } from 'react'
import { SiteHeader } from './site-header.tsx'
import { SiteMenu } from './site-menu.tsx'
import { SocialRail } from './social-rail.tsx'
import { useContent } from '../site-content/language-content.ts'
import { directionOf } from '../site-content/localize.ts'
import { onlyIn } from '../site-content/page-languages.ts'
import { languagePath, languages } from '../content/languages.ts'
import type { LanguageLink } from '../routing/base.ts'
import { fill } from '../lib/fill.ts'
import { MENU_ID } from './menu.ts'
import { menuOf } from '../pages/routes.ts'
import styles from './frame.module.css'

type FrameProps = {
  current: string
  /** Whether site search indexes the page (scripts/search-index.mjs runs Pagefind on the built pages). */
  searchable: boolean
  children: ReactNode
}

// A page in the menu needs its label among the words: a new page's, or a renamed file's, may not.
function menuLabel(labels: Partial<Record<string, string>>, page: string) {
  const label = labels[page]
  if (!label)
    throw new Error(`src/pages/${page}.tsx is in the menu, but the words have no ui.nav.${page}`)
  return label
}

// Everything around the page: plain HTML that works on its own (links, the native popover menu,
// the theme toggle of document/theme.ts, the language links), with browser/entry.ts's few lines.
// Moving to another page swaps the menu (its current mark) and the language links with the page
// (browser/navigation.ts).
export function Frame({ current, searchable, children }: FrameProps) {
  const content = useContent()
  const { site, ui, language, href } = content
  const { social } = site
  const { fullName, shortName } = site.identity
  const menuLinks = menuOf(content).map(({ path, page, wasm }) => ({
    path,
    href: href(path),
    label: menuLabel(ui.nav, page),
    document: wasm,
  }))
  const otherLanguages = languages
    .filter(({ code }) => code !== language.code)
    .map((entry): LanguageLink => ({
      code: entry.code,
      name: entry.name,
      dir: directionOf(entry),
      path: languagePath(entry.code),
    }))
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {ui.skipToContent}
      </a>
      <SiteHeader
        homeLabel={shortName}
        homeHref={href('/')}
        menuId={MENU_ID}
        text={ui}
        languages={otherLanguages}
        current={current}
        onlyIn={onlyIn(language.code)}
      />
      <SiteMenu
        id={MENU_ID}
        links={menuLinks}
        current={current}
        social={social}
        label={ui.mainNavigation}
        newTab={ui.opensInNewTab}
        copyright={fill(ui.copyright, { year: import.meta.env.BUILD_YEAR, name: fullName })}
      />
      <main
        id="main"
        className={styles.main}
        tabIndex={-1}
        data-pagefind-body={searchable ? '' : undefined}
        // Pagefind would take the first picture's address for the page's image, and find the page
        // by the words of a file name ("webp"); the results show no pictures.
        data-pagefind-meta={searchable ? 'image:' : undefined}
      >
        {children}
      </main>
      <SocialRail
        links={social}
        label={ui.socialLinks}
        caption={ui.socialCaption}
        newTab={ui.opensInNewTab}
      />
      {/* Where the navigation announces each new page (@swup/a11y-plugin finds it by its id): the
      plugin's own would hide itself with a style attribute, which the page's policy refuses. */}
      <p id="swup-announcer" className="visually-hidden" aria-live="assertive" aria-atomic="true" />
      <div className={`${styles.pageLoading} progress-line`} />
    </>
  )
}
