import { FallbackText } from '../components/fallback-text.tsx'
import { languageOf } from '../lib/fallback.ts'
import { ExternalLink } from '../components/external-link.tsx'
import { ResumeEntry } from '../components/resume-entry.tsx'
import { ResumeHeader } from '../components/resume-header.tsx'
import { Section } from '../components/section.tsx'
import { useContent } from '../site-content/language-content.ts'
import { fill, fillTitle } from '../lib/fill.ts'
import { longWord } from '../lib/long-words.ts'
import { projectPath } from '../routing/route-path.ts'
import { profileData } from '../document/head.ts'
import {
  RESUME_FILES,
  resumeOf,
  resumeSections,
  type ResumeItem,
  type ResumeSectionData,
} from '../resume/resume.ts'
import type { PageModule } from './routes.ts'
import page from './page.module.css'
import styles from './resume.module.css'

const path = '/resume'
export const route: PageModule['route'] = { path }

export const head: PageModule['head'] = (_, { site, ui, url }) => ({
  title: fillTitle(ui.titles.resume, { name: site.identity.fullName }),
  description: site.resume.description,
  structuredData: profileData(site, url, path),
})

export default function Resume() {
  const { heading } = useContent().ui.resume
  return (
    <article className={`${page.page} ${styles.resume}`}>
      <h1 className={page.title} data-long-word={longWord(heading)}>
        {heading}
      </h1>
      <ResumeBody />
    </article>
  )
}

// Everything below the heading: the résumé as the PDF and the JSON Resume also give it.
function ResumeBody() {
  const { site, ui, url, href } = useContent()
  const resume = resumeOf(site, url('/'))
  const text = ui.resume
  const { name } = resume
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
      {resumeSections(resume, text).map((section) => (
        <Section key={section.id} id={`${section.id}-h`} heading={section.title}>
          <SectionBody section={section} />
        </Section>
      ))}
    </>
  )
}

// An entry's title: a link to another site or to a project's page, and where, muted, after it.
function EntryTitle({ title, at, link }: Pick<ResumeItem, 'title' | 'at' | 'link'>) {
  const { ui, href, fallback } = useContent()
  const text = <FallbackText text={title} fallback={fallback} />
  const linked = !link ? (
    text
  ) : 'url' in link ? (
    <ExternalLink href={link.url} newTab={ui.opensInNewTab}>
      {text}
    </ExternalLink>
  ) : (
    <a href={href(projectPath(link.project))}>{text}</a>
  )
  return at ? (
    <>
      {linked}
      <span className={styles.muted}>
        , <FallbackText text={at} fallback={fallback} />
      </span>
    </>
  ) : (
    linked
  )
}

function SectionBody({ section }: { section: ResumeSectionData }) {
  const { fallback } = useContent()
  const language = (text?: string) => languageOf(text, fallback)
  if (section.kind === 'text')
    return section.items.map((paragraph) => (
      <p key={paragraph} className={styles.summary} {...language(paragraph)}>
        {paragraph}
      </p>
    ))
  if (section.kind === 'list')
    return (
      <ul className={styles.inline}>
        {section.items.map(({ text, note }) => (
          <li key={text}>
            <FallbackText text={text} fallback={fallback} />
            {note && (
              <span className={styles.muted}>
                {' ('}
                <FallbackText text={note} fallback={fallback} />)
              </span>
            )}
          </li>
        ))}
      </ul>
    )
  const List = section.ordered ? 'ol' : 'ul'
  return (
    <List className={styles.entries}>
      {section.items.map((item) => (
        <ResumeEntry
          key={item.key}
          title={<EntryTitle title={item.title} at={item.at} link={item.link} />}
          titleText={[item.title, item.at].filter(Boolean).join(', ')}
          dates={item.dates}
        >
          {item.points && item.points.length > 0 && (
            <ul className={styles.points}>
              {/* The text, not the item, is marked: the dash stays on the page's side. */}
              {item.points.map((line) => (
                <li key={line}>
                  <FallbackText text={line} fallback={fallback} />
                </li>
              ))}
            </ul>
          )}
          {item.paragraphs?.map((paragraph) => (
            <p key={paragraph} {...language(paragraph)}>
              {paragraph}
            </p>
          ))}
          {item.note && (
            <p className={styles.muted} {...language(item.note)}>
              {item.note}
            </p>
          )}
        </ResumeEntry>
      ))}
    </List>
  )
}
