import { ContributionCalendar } from '../components/contribution-calendar.tsx'
import { ServiceList } from '../components/service-list.tsx'
import { SkillBars } from '../components/skill-bars.tsx'
import { TimelineTable } from '../components/timeline-table.tsx'
import { calendar } from '../content-model/github.ts'
import { site, ui } from '../content-model/language.ts'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../routes.ts'
import styles from './page.module.css'

const { about, timeline, skills, services } = site
const text = ui.about

export const route: PageModule['route'] = { path: '/about', menu: 4 }

export const head: PageModule['head'] = () => ({
  title: fill(ui.titles.about, { name: site.identity.fullName }),
  description: about.description,
})

export default function About() {
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
            {text.resumeLink.before}
            <a href={pageHref('/resume')}>{text.resumeLink.link}</a>
            {text.resumeLink.after}
          </p>
        </div>
      </section>
      <TimelineTable entries={timeline} text={text} />
      <SkillBars skills={skills} heading={text.skills} />
      <ServiceList services={services} heading={text.services} />
      {calendar && <ContributionCalendar calendar={calendar} />}
    </article>
  )
}
