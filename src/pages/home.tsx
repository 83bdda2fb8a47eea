import { LinkButton } from '../components/link-button.tsx'
import { Picture } from '../components/picture.tsx'
import { Typewriter } from '../components/typewriter.tsx'
import { imageFor } from '../content-model/images.ts'
import { site, ui } from '../content-model/language.ts'
import type { PageModule } from '../page-loader.tsx'
import styles from './home.module.css'

export const route: PageModule['route'] = { path: '/', menu: 1 }

// What the page reads of the content: the browser build inlines it, so the page ships these words only.
export const content = { home: site.home, fullName: site.identity.fullName, text: ui.home }
const { home, fullName, text } = content

const photo = { image: imageFor(home.photo), sizes: '(min-width: 56rem) 50vw, 100vw' }

// The photo is the page's largest paint: the build preloads it from <head>.
export const preload: PageModule['preload'] = () => photo

export const head: PageModule['head'] = () => ({ title: fullName, description: home.description })

export default function Home() {
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
        <h1 id="home-h" className={styles.name}>
          {fullName}
        </h1>
        <Typewriter roles={home.roles} className={styles.roles} />
        <p className={styles.lead}>{home.intro}</p>
        <div className={styles.actions}>
          <LinkButton to="/portfolio">{text.portfolio}</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            {text.contact}
          </LinkButton>
        </div>
      </div>
    </section>
  )
}
