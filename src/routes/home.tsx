import { LinkButton } from '../components/link-button.tsx'
import { Picture } from '../components/picture.tsx'
import { Typewriter } from '../components/typewriter.tsx'
import { imageFor } from '../content/images.ts'
import { site } from '../content/site.ts'
import styles from './home.module.css'

// The photo is the page's largest paint: routes.ts preloads it from <head> with these sizes.
export const homePhoto = {
  image: imageFor(site.home.photo),
  sizes: '(min-width: 56rem) 50vw, 100vw',
}

export function Home() {
  const { identity, home } = site
  return (
    <section className={styles.intro} aria-labelledby="home-h">
      <div className={styles.photo}>
        <Picture
          image={homePhoto.image}
          sizes={homePhoto.sizes}
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
