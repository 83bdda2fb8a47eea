import { languageOf } from '../lib/fallback.ts'
import { longWord } from '../lib/long-words.ts'
import { LinkButton } from '../components/link-button.tsx'
import { Picture } from '../components/picture.tsx'
import { Island } from '../islands/island.tsx'
import { imageFor } from '../site-content/images.ts'
import { useContent, type LanguageContent } from '../site-content/language-content.ts'
import Typewriter from '../components/typewriter.tsx'
import { personData } from '../document/head.ts'
import type { PageModule } from './routes.ts'
import styles from './home.module.css'

export const route: PageModule['route'] = { path: '/' }

const photoOf = ({ site }: LanguageContent) => ({
  image: imageFor(site.home.photo),
  sizes: '(min-width: 56rem) 50vw, (min-width: 40rem) and (orientation: landscape) 50vw, 100vw',
})

// The photo is the page's largest paint: the build preloads it from <head>.
export const preload: PageModule['preload'] = (_, content) => photoOf(content)

export const head: PageModule['head'] = (_, content) => ({
  title: content.site.identity.fullName,
  description: content.site.home.description,
  structuredData: personData(content.site, content.url, photoOf(content).image.src),
})

export default function Home() {
  const content = useContent()
  const { home, identity } = content.site
  const text = content.ui.home
  const photo = photoOf(content)
  const hasProjects = content.site.projects.length > 0
  return (
    <section className={styles.intro} aria-labelledby="home-h">
      <div className={styles.photo}>
        <Picture
          image={photo.image}
          sizes={photo.sizes}
          alt={home.photoAlt}
          loading="eager"
          fetchPriority="high"
          className={styles.photoImage}
        />
      </div>
      <div className={styles.text}>
        <h1 id="home-h" className={styles.name} data-long-word={longWord(identity.fullName)}>
          {identity.fullName}
        </h1>
        {home.roles.length > 1 ? (
          <Island wake="load">
            <Typewriter
              roles={home.roles}
              pauseLabel={text.pauseTitles}
              className={styles.roles}
              language={languageOf(home.roles, content.fallback)}
            />
          </Island>
        ) : (
          // One title has nothing to give way to: it stands, and Home wakes no script for it.
          <p
            className={`${styles.roles} ${styles.role}`}
            {...languageOf(home.roles, content.fallback)}
          >
            {home.roles[0]}
          </p>
        )}
        <p className={styles.lead} {...languageOf(home.intro, content.fallback)}>
          {home.intro}
        </p>
        <div className={styles.actions} data-pagefind-ignore="">
          {hasProjects && <LinkButton to="/portfolio">{text.portfolio}</LinkButton>}
          <LinkButton to="/contact" variant={hasProjects ? 'secondary' : undefined}>
            {text.contact}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}
