import { Link } from 'wouter'
import { ServiceList } from '../components/service-list.tsx'
import { SkillBars } from '../components/skill-bars.tsx'
import { TimelineTable } from '../components/timeline-table.tsx'
import { site } from '../content/site.ts'
import styles from './page.module.css'

export function About() {
  const { about, timeline, skills, services } = site
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{about.heading}</h1>
      <section className={styles.lead} aria-labelledby="intro-h">
        <h2 id="intro-h" className={styles.leadHeading}>
          {about.introHeading}
        </h2>
        <div className={styles.leadText}>
          <p>{about.intro}</p>
          <p>
            <Link href="/resume">Read my résumé</Link>: experience, certifications and education.
          </p>
        </div>
      </section>
      <TimelineTable entries={timeline} />
      <SkillBars skills={skills} />
      <ServiceList services={services} />
    </article>
  )
}
