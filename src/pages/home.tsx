import { LinkButton } from '../components/link-button.tsx'
import { Picture } from '../components/picture.tsx'
import { Island } from '../components/island.tsx'
import { imageFor } from '../content-model/images.ts'
import { site, ui } from '../content-model/language.ts'
import Typewriter from '../islands/typewriter.tsx'
import type { PageModule } from '../routes.ts'
import styles from './home.module.css'

export const route: PageModule['route'] = { path: '/', menu: 1 }

const { home } = site
const { fullName } = site.identity
const text = ui.home

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
        <Island wake="load">
          <Typewriter roles={home.roles} className={styles.roles} />
        </Island>
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
