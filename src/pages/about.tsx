import { ContributionCalendar } from '../components/contribution-calendar.tsx'
import { ServiceList } from '../components/service-list.tsx'
import { SkillBars } from '../components/skill-bars.tsx'
import { TimelineTable } from '../components/timeline-table.tsx'
import { githubContent } from '../site-content/github.ts'
import { useContent } from '../site-content/language-content.ts'
import { languageOf } from '../lib/fallback.ts'
import { fillTitle } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import type { PageModule } from './routes.ts'
import styles from './page.module.css'

export const route: PageModule['route'] = { path: '/about' }

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fillTitle(ui.titles.about, { name: site.identity.fullName }),
  description: site.about.description,
})

export default function About() {
  const { site, ui, language, href, fallback } = useContent()
  const { about, timeline, skills, services } = site
  const text = ui.about
  const { calendar } = githubContent(site, ui, language.code)
  return (
    <article className={styles.page}>
      <h1
        className={styles.title}
        data-long-word={longWord(about.heading)}
        {...languageOf(about.heading, fallback)}
      >
        {about.heading}
      </h1>
      <section className={styles.lead} aria-labelledby="intro-h">
        <h2
          id="intro-h"
          className={styles.leadHeading}
          {...languageOf(about.introHeading, fallback)}
        >
          {about.introHeading}
        </h2>
        <div className={styles.leadText}>
          <p {...languageOf(about.intro, fallback)}>{about.intro}</p>
          <p>
            {text.resumeLink.before}
            <a href={href('/resume')}>{text.resumeLink.link}</a>
            {text.resumeLink.after}
          </p>
        </div>
      </section>
      <TimelineTable entries={timeline} text={text} fallback={fallback} />
      <SkillBars skills={skills} heading={text.skills} />
      <ServiceList services={services} heading={text.services} />
      {calendar && <ContributionCalendar calendar={calendar} />}
    </article>
  )
}
