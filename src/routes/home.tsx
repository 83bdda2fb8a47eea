import { LinkButton } from '../components/link-button.tsx'
import { Typewriter } from '../components/typewriter.tsx'
import { site } from '../content/site.ts'
import styles from './home.module.css'

export function Home() {
  const { identity, home } = site
  return (
    <section className={styles.intro} aria-labelledby="home-h">
      <div className={styles.photo} />
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
