import { languageHref, type LanguageLink } from '../routing/base.ts'
import { twinPath, type PathLanguages } from '../site-content/twins.ts'
import { ThemeToggle } from './theme-toggle.tsx'
import styles from './site-header.module.css'

type SiteHeaderProps = {
  homeLabel: string
  homeHref: string
  menuId: string
  text: { menu: string; darkTheme: string; languages: string }
  /** The site's other languages: each links to the page on screen in that language. */
  languages: readonly LanguageLink[]
  /** The path of the page on screen. */
  current: string
  /** The pages not every language has (site-content/twins.ts). */
  onlyIn: PathLanguages
}

// The menu button is the popover's invoker: the browser opens and closes the menu and tells
// assistive technology whether it is expanded, before and after the app loads. Its name stays.
export function SiteHeader({
  homeLabel,
  homeHref,
  menuId,
  text,
  languages,
  current,
  onlyIn,
}: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <a href={homeHref} className={styles.home}>
        {homeLabel}
      </a>
      <div className={styles.actions}>
        {languages.length > 0 && (
          // Swapped with each page (navigation.ts), so each link leads to the page on screen.
          <nav id="language-links" aria-label={text.languages}>
            <ul className={styles.languages}>
              {languages.map((language) => (
                <li key={language.code}>
                  <a
                    href={languageHref(language.path, twinPath(onlyIn, current, language.code))}
                    hrefLang={language.code}
                    lang={language.code}
                    dir={language.dir}
                    className={styles.language}
                  >
                    {/* A phone shows the code, which the name then includes: a name as long
                        as "English" would leave the site's name two letters' room. */}
                    <span className={styles.languageName}>{language.name}</span>{' '}
                    <span className={styles.languageCode}>{language.code}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <ThemeToggle label={text.darkTheme} />
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={menuId}
          aria-controls={menuId}
          aria-label={text.menu}
        >
          <span className={styles.bars} aria-hidden="true" />
          <span className={styles.label}>{text.menu}</span>
        </button>
      </div>
    </header>
  )
}
