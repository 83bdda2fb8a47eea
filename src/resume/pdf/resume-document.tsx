import type { ReactNode } from 'react'
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Ui } from '../../content-model/schema.ts'
import { formatDates } from '../../lib/dates.ts'
import { fill } from '../../lib/fill.ts'
import { bareUrl, rangeText, type Resume } from '../resume.ts'
import { languageContent } from '../../site-content/language-content.ts'
import { themeColours } from '../../theme/palette.ts'

// Printed in the light theme's colours (theme/palette.ts), the same in every language; sizes in
// points.
const { light } = themeColours(languageContent().site.theme).colours
const color = { ink: light.text, muted: light.muted, accent: light.accent, line: light.line }
const margin = 46

const s = StyleSheet.create({
  page: {
    paddingTop: 40,
    paddingBottom: 52,
    paddingHorizontal: margin,
    fontSize: 9.5,
    lineHeight: 1.4,
    color: color.ink,
  },
  header: { flexDirection: 'row', justifyContent: 'space-between', marginBottom: 6 },
  name: { fontSize: 24, fontWeight: 600, lineHeight: 1.2, letterSpacing: -0.4 },
  headline: { marginTop: 2, fontSize: 11, color: color.muted },
  contact: { alignItems: 'flex-end', paddingTop: 3, fontSize: 8.5 },
  link: { color: color.accent, textDecoration: 'none' },
  section: {
    flexDirection: 'row',
    marginTop: 9,
    paddingTop: 9,
    borderTopWidth: 0.6,
    borderTopColor: color.line,
  },
  heading: { width: 104, paddingTop: 1.5, fontSize: 7.5, fontWeight: 600, letterSpacing: 0.6 },
  body: { flex: 1 },
  entries: { flex: 1, rowGap: 6 },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  strong: { fontWeight: 600 },
  muted: { color: color.muted },
  point: { flexDirection: 'row', marginTop: 1.5 },
  dash: { width: 10, color: color.muted },
  footer: { position: 'absolute', bottom: 26, left: margin, fontSize: 7.5, color: color.muted },
})

type ResumeDocumentProps = {
  resume: Resume
  /** The résumé's words in the page's language, and its code. */
  text: Ui['resume']
  lang: string
  /** Published addresses: the résumé page (in the footer) and each project's page. */
  pageUrl: string
  projectUrl: (slug: string) => string
  /** The families the body and the headings are set in, each script's in turn (theme/static-fonts.ts). */
  fonts: { body: string[]; headings: string[] }
}

const SEPARATOR = '  ·  '

type SectionProps<T> = {
  title: string
  font: string[]
  items: readonly T[]
  children: (items: readonly T[]) => ReactNode
}

// Heading in the left column, content in the right; an empty list leaves no section behind.
function Section<T>({ title, font, items, children }: SectionProps<T>) {
  if (items.length === 0) return null
  return (
    <View style={s.section}>
      <Text style={[s.heading, s.link, { fontFamily: font }]}>{title.toUpperCase()}</Text>
      <View style={s.entries}>{children(items)}</View>
    </View>
  )
}

// `dates` as the page's language writes them (lib/dates.ts formatDates).
type EntryProps = { title: ReactNode; dates?: string; children?: ReactNode }

// Kept whole on one page: a job or a degree never starts at the foot of a page.
function Entry({ title, dates, children }: EntryProps) {
  return (
    <View wrap={false}>
      <View style={s.row}>
        <Text style={s.strong}>{title}</Text>
        {dates && <Text style={s.muted}>{dates}</Text>}
      </View>
      {children}
    </View>
  )
}

const optionalLink = (text: string, href: string | undefined) =>
  href ? (
    <Link src={href} style={s.link}>
      {text}
    </Link>
  ) : (
    text
  )

export function ResumeDocument({
  resume,
  text,
  lang,
  pageUrl,
  projectUrl,
  fonts,
}: ResumeDocumentProps) {
  const { name, headline, experience, certifications, education, projects, languages } = resume
  const title = fill(text.fileTitle, { name })
  const { sections } = text
  return (
    <Document title={title} author={name} subject={headline} language={lang}>
      <Page size="A4" style={[s.page, { fontFamily: fonts.body }]}>
        <View style={s.header}>
          <View>
            <Text style={[s.name, { fontFamily: fonts.headings }]}>{name}</Text>
            <Text style={s.headline}>{headline}</Text>
          </View>
          <View style={s.contact}>
            {resume.contact.map(({ text, href }) => (
              <Text key={text}>{optionalLink(text, href)}</Text>
            ))}
          </View>
        </View>
        <Section title={sections.summary} font={fonts.headings} items={[resume.summary]}>
          {([summary]) => <Text>{summary}</Text>}
        </Section>
        <Section title={sections.experience} font={fonts.headings} items={experience}>
          {(entries) =>
            entries.map(({ jobtitle, where, date, achievements }) => (
              <Entry
                key={`${jobtitle}-${date}`}
                title={`${jobtitle}, ${where}`}
                dates={formatDates(date, lang)}
              >
                {achievements.map((line) => (
                  <View key={line} style={s.point}>
                    <Text style={s.dash}>–</Text>
                    <Text style={s.body}>{line}</Text>
                  </View>
                ))}
              </Entry>
            ))
          }
        </Section>
        <Section title={sections.skills} font={fonts.headings} items={resume.skills}>
          {(skills) => <Text>{skills.join(SEPARATOR)}</Text>}
        </Section>
        <Section title={sections.certifications} font={fonts.headings} items={certifications}>
          {(entries) =>
            entries.map(({ name: title, issuer, date, url }) => (
              <Entry key={title} title={optionalLink(title, url)} dates={formatDates(date, lang)}>
                <Text style={s.muted}>{issuer}</Text>
              </Entry>
            ))
          }
        </Section>
        <Section title={sections.education} font={fonts.headings} items={education}>
          {(entries) =>
            entries.map(({ school, degree, start, end }) => (
              <Entry
                key={`${school}-${start}`}
                title={degree}
                dates={formatDates(rangeText(start, end, text.now), lang)}
              >
                <Text style={s.muted}>{school}</Text>
              </Entry>
            ))
          }
        </Section>
        <Section title={sections.projects} font={fonts.headings} items={projects}>
          {(entries) =>
            entries.map(({ slug, title, description, additionalInfo, outcome, start, end }) => (
              <Entry
                key={slug}
                title={optionalLink(title, projectUrl(slug))}
                dates={start && formatDates(rangeText(start, end, text.now), lang)}
              >
                <Text>{description}</Text>
                {outcome && <Text>{outcome}</Text>}
                <Text style={s.muted}>{additionalInfo}</Text>
              </Entry>
            ))
          }
        </Section>
        <Section title={sections.languages} font={fonts.headings} items={languages}>
          {(entries) => (
            <Text>
              {entries
                .map(({ language, fluency }) => (fluency ? `${language} (${fluency})` : language))
                .join(SEPARATOR)}
            </Text>
          )}
        </Section>
        <Text style={s.footer} fixed>
          {`${title}${SEPARATOR}`}
          {optionalLink(bareUrl(pageUrl), pageUrl)}
        </Text>
      </Page>
    </Document>
  )
}
