import { Suspense } from 'react'
import { ServiceList } from '../components/service-list.tsx'
import { SkillBars } from '../components/skill-bars.tsx'
import { TimelineTable } from '../components/timeline-table.tsx'
import { site, ui } from '../content-model/language.ts'
import { fullName } from '../content-model/parts/frame.ts'
import { pageHref } from '../lib/base.ts'
import { fill } from '../lib/fill.ts'
import { lazyModule, useLazyModule } from '../lazy-module.ts'
import type { PageModule } from '../page-loader.tsx'
import styles from './page.module.css'

// What the page reads of the content: the browser build inlines it, so the page ships these words only.
export const content = {
  about: site.about,
  timeline: site.timeline,
  skills: site.skills,
  services: site.services,
  text: { ...ui.about, title: ui.titles.about },
}
const { about, timeline, skills, services, text: aboutText } = content

export const route: PageModule['route'] = { path: '/about', menu: 4 }

export const head: PageModule['head'] = () => ({
  title: fill(aboutText.title, { name: fullName }),
  description: about.description,
})

// The contribution calendar is a picture with no controls: it hydrates once its code arrives.
const calendar = lazyModule(() => import('./later/about.tsx'))
export const later: PageModule['later'] = calendar.load

function Calendar() {
  const { default: AboutCalendar } = useLazyModule(calendar)
  return <AboutCalendar />
}

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
            {aboutText.resumeLink.before}
            <a href={pageHref('/resume')}>{aboutText.resumeLink.link}</a>
            {aboutText.resumeLink.after}
          </p>
        </div>
      </section>
      <TimelineTable entries={timeline} text={aboutText} />
      <SkillBars skills={skills} heading={aboutText.skills} />
      <ServiceList services={services} heading={aboutText.services} />
      <Suspense>
        <Calendar />
      </Suspense>
    </article>
  )
}
