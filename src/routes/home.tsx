import { LinkButton } from '../components/link-button.tsx'
import { Picture } from '../components/picture.tsx'
import { Typewriter } from '../components/typewriter.tsx'
import { imageFor } from '../content/images.ts'
import { site } from '../content/site.ts'
import type { PageModule } from '../page-loader.tsx'
import styles from './home.module.css'

const photo = { image: imageFor(site.home.photo), sizes: '(min-width: 56rem) 50vw, 100vw' }

// The photo is the page's largest paint: the build preloads it from <head>.
export const preload: PageModule['preload'] = () => photo

export default function Home() {
  const { identity, home } = site
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
          {identity.fullName}
        </h1>
        <Typewriter roles={home.roles} className={styles.roles} />
        <p className={styles.lead}>{home.intro}</p>
        <div className={styles.actions}>
          <LinkButton href="/portfolio">My Portfolio</LinkButton>
          <LinkButton href="/contact" variant="secondary">
            Contact Me
          </LinkButton>
        </div>
      </div>
    </section>
  )
}
