import { ExternalLink } from '../../components/external-link.tsx'
import { ResumeEntry } from '../../components/resume-entry.tsx'
import { ResumeHeader } from '../../components/resume-header.tsx'
import { ResumeSection } from '../../components/resume-section.tsx'
import { resume, resumeText } from '../../content-model/parts/resume.ts'
import { asset, pageHref } from '../../lib/base.ts'
import { projectPath } from '../../lib/route-path.ts'
import { fill } from '../../lib/fill.ts'
import { RESUME_FILES, rangeText } from '../../lib/resume.ts'
import styles from '../resume.module.css'

/** Everything on the résumé below its heading: text and links only, so it hydrates later. */
export default function ResumeBody() {
  const { name, experience, certifications, education, projects, languages } = resume
  const { sections } = resumeText
  return (
    <>
      <ResumeHeader
        name={name}
        headline={resume.headline}
        contact={resume.contact}
        files={[
          {
            href: asset(RESUME_FILES.pdf),
            label: resumeText.downloadPdf,
            type: 'application/pdf',
            download: `${fill(resumeText.fileTitle, { name })}.pdf`,
            event: 'resume-pdf',
          },
          {
            href: asset(RESUME_FILES.json),
            label: resumeText.jsonResume,
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
                    <ExternalLink href={entry.url}>{entry.name}</ExternalLink>
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
                dates={rangeText(start, end, resumeText.now)}
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
                title={<a href={pageHref(projectPath(slug))}>{title}</a>}
                dates={start && rangeText(start, end, resumeText.now)}
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
