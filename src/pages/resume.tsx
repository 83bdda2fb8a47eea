import { ExternalLink } from '../components/external-link.tsx'
import { ResumeEntry } from '../components/resume-entry.tsx'
import { ResumeHeader } from '../components/resume-header.tsx'
import { ResumeSection } from '../components/resume-section.tsx'
import { useContent } from '../site-content/language-content.ts'
import { fill } from '../lib/fill.ts'
import { projectPath } from '../routing/route-path.ts'
import { RESUME_FILES, rangeText, resumeOf } from '../resume/resume.ts'
import type { PageModule } from './routes.ts'
import page from './page.module.css'
import styles from './resume.module.css'

export const route: PageModule['route'] = { path: '/resume' }

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fill(ui.titles.resume, { name: site.identity.fullName }),
  description: site.resume.description,
})

export default function Resume() {
  return (
    <article className={`${page.page} ${styles.resume}`}>
      <h1 className={page.title}>{useContent().ui.resume.heading}</h1>
      <ResumeBody />
    </article>
  )
}

// Everything below the heading: the résumé as the PDF and the JSON Resume also give it.
function ResumeBody() {
  const { site, ui, url, href } = useContent()
  const resume = resumeOf(site, url('/'))
  const text = ui.resume
  const { name, experience, certifications, education, projects, languages } = resume
  const { sections } = text
  return (
    <>
      <ResumeHeader
        name={name}
        headline={resume.headline}
        contact={resume.contact}
        files={[
          {
            href: href(`/${RESUME_FILES.pdf}`),
            label: text.downloadPdf,
            type: 'application/pdf',
            download: `${fill(text.fileTitle, { name })}.pdf`,
            event: 'resume-pdf',
          },
          {
            href: href(`/${RESUME_FILES.json}`),
            label: text.jsonResume,
            type: 'application/json',
          },
        ]}
      />
      <ResumeSection id="summary-h" title={sections.summary} items={[resume.summary]}>
        {([summary]) => <p className={styles.summary}>{summary}</p>}
      </ResumeSection>
      <ResumeSection id="experience-h" title={sections.experience} items={experience}>
        {(entries) => (
          <ol className={styles.entries}>
            {entries.map(({ jobtitle, where, date, achievements }) => (
              <ResumeEntry
                key={`${jobtitle}-${where}-${date}`}
                title={
                  <>
                    {jobtitle}
                    <span className={styles.muted}>, {where}</span>
                  </>
                }
                dates={date}
              >
                {achievements.length > 0 && (
                  <ul className={styles.points}>
                    {achievements.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </ResumeEntry>
            ))}
          </ol>
        )}
      </ResumeSection>
      <ResumeSection id="skills-h" title={sections.skills} items={resume.skills}>
        {(skills) => (
          <ul className={styles.inline}>
            {skills.map((skill) => (
              <li key={skill}>{skill}</li>
            ))}
          </ul>
        )}
      </ResumeSection>
      <ResumeSection id="certifications-h" title={sections.certifications} items={certifications}>
        {(entries) => (
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <ResumeEntry
                key={entry.name}
                title={
                  entry.url ? (
                    <ExternalLink href={entry.url} newTab={ui.opensInNewTab}>
                      {entry.name}
                    </ExternalLink>
                  ) : (
                    entry.name
                  )
                }
                dates={entry.date}
              >
                <p className={styles.muted}>{entry.issuer}</p>
              </ResumeEntry>
            ))}
          </ul>
        )}
      </ResumeSection>
      <ResumeSection id="education-h" title={sections.education} items={education}>
        {(entries) => (
          <ul className={styles.entries}>
            {entries.map(({ school, degree, start, end }) => (
              <ResumeEntry
                key={`${school}-${start}`}
                title={degree}
                dates={rangeText(start, end, text.now)}
              >
                <p className={styles.muted}>{school}</p>
              </ResumeEntry>
            ))}
          </ul>
        )}
      </ResumeSection>
      <ResumeSection id="projects-h" title={sections.projects} items={projects}>
        {(entries) => (
          <ul className={styles.entries}>
            {entries.map(({ slug, title, description, additionalInfo, outcome, start, end }) => (
              <ResumeEntry
                key={slug}
                title={<a href={href(projectPath(slug))}>{title}</a>}
                dates={start && rangeText(start, end, text.now)}
              >
                <p>{description}</p>
                {outcome && <p>{outcome}</p>}
                <p className={styles.muted}>{additionalInfo}</p>
              </ResumeEntry>
            ))}
          </ul>
        )}
      </ResumeSection>
      <ResumeSection id="languages-h" title={sections.languages} items={languages}>
        {(entries) => (
          <ul className={styles.inline}>
            {entries.map(({ language, fluency }) => (
              <li key={language}>
                {language}
                {fluency && <span className={styles.muted}> ({fluency})</span>}
              </li>
            ))}
          </ul>
        )}
      </ResumeSection>
    </>
  )
}
