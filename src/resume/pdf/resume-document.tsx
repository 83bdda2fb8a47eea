import type { ReactNode } from 'react'
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Ui } from '../../content-model/schema.ts'
import { formatDates } from '../../lib/dates.ts'
import { fill } from '../../lib/fill.ts'
import {
  bareUrl,
  resumeSections,
  type Resume,
  type ResumeItem,
  type ResumeSectionData,
} from '../resume.ts'
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
    color: color.ink,
  },
  // The line height is the header's and each section's, not the page's: on an ancestor of the
  // page number, it would drop the number (react-pdf's issue 3402). With the font size it is
  // reckoned from.
  text: { fontSize: 9.5, lineHeight: 1.4 },
  // The name and headline wrap beside the contact lines, which keep their width: an address is
  // never cut, nor broken across lines.
  header: { flexDirection: 'row', justifyContent: 'space-between', columnGap: 16, marginBottom: 6 },
  identity: { flex: 1 },
  name: { fontSize: 24, fontWeight: 600, lineHeight: 1.2, letterSpacing: -0.4 },
  headline: { marginTop: 2, fontSize: 11, color: color.muted },
  contact: { flexShrink: 0, alignItems: 'flex-end', paddingTop: 3, fontSize: 8.5 },
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
  // A title that wraps does so clear of its dates, which keep to one line.
  row: { flexDirection: 'row', justifyContent: 'space-between', columnGap: 12 },
  title: { flex: 1, fontWeight: 600 },
  dates: { flexShrink: 0, color: color.muted },
  muted: { color: color.muted },
  point: { flexDirection: 'row', marginTop: 1.5 },
  dash: { width: 10, color: color.muted },
  footer: { position: 'absolute', bottom: 26, left: margin, fontSize: 7.5, color: color.muted },
  pageNumber: {
    position: 'absolute',
    bottom: 26,
    right: margin,
    fontSize: 7.5,
    color: color.muted,
  },
})

/**
 * How closely the résumé is set: `tight` where that spares it a page it would barely start
 * (resume-files.tsx).
 */
export type Spacing = 'usual' | 'tight'

/** What the page numbers are written with, for the fonts: their text is not the document's. */
export const PAGE_NUMBER_GLYPHS = '0123456789 /'

const SPACINGS = {
  usual: StyleSheet.create({ page: {}, text: {}, section: {}, entries: {} }),
  tight: StyleSheet.create({
    page: { paddingTop: 30, paddingBottom: 44 },
    text: { lineHeight: 1.34 },
    section: { marginTop: 7, paddingTop: 7 },
    entries: { rowGap: 4 },
  }),
}

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
  spacing?: Spacing
}

const SEPARATOR = '  ·  '

type SectionProps = { title: string; font: string[]; spacing: Spacing; children: ReactNode }

// Heading in the left column, content in the right.
function Section({ title, font, spacing, children }: SectionProps) {
  return (
    <View style={[s.text, s.section, SPACINGS[spacing].text, SPACINGS[spacing].section]}>
      <Text style={[s.heading, s.link, { fontFamily: font }]}>{title.toUpperCase()}</Text>
      <View style={[s.entries, SPACINGS[spacing].entries]}>{children}</View>
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
        <Text style={s.title}>{title}</Text>
        {dates && <Text style={s.dates}>{dates}</Text>}
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
  spacing = 'usual',
}: ResumeDocumentProps) {
  const { name, headline } = resume
  const title = fill(text.fileTitle, { name })
  const titleOf = ({ title, at, link }: ResumeItem) =>
    optionalLink(
      at ? `${title}, ${at}` : title,
      link && ('url' in link ? link.url : projectUrl(link.project)),
    )
  return (
    <Document title={title} author={name} subject={headline} language={lang}>
      <Page size="A4" style={[s.page, SPACINGS[spacing].page, { fontFamily: fonts.body }]}>
        <View style={[s.text, s.header, SPACINGS[spacing].text]}>
          <View style={s.identity}>
            <Text style={[s.name, { fontFamily: fonts.headings }]}>{name}</Text>
            <Text style={s.headline}>{headline}</Text>
          </View>
          <View style={s.contact}>
            {resume.contact.map(({ text, href }) => (
              <Text key={text}>{optionalLink(text, href)}</Text>
            ))}
          </View>
        </View>
        {resumeSections(resume, text).map((section) => (
          <Section key={section.id} title={section.title} font={fonts.headings} spacing={spacing}>
            <SectionBody section={section} lang={lang} titleOf={titleOf} />
          </Section>
        ))}
        <Text style={s.footer} fixed>
          {`${title}${SEPARATOR}`}
          {optionalLink(bareUrl(pageUrl), pageUrl)}
        </Text>
        {/* Numbers alone ('2 / 3'), in no language's words; none on a résumé of one page. */}
        <Text
          style={s.pageNumber}
          fixed
          render={({ pageNumber, totalPages }) =>
            totalPages > 1 ? `${pageNumber} / ${totalPages}` : ''
          }
        />
      </Page>
    </Document>
  )
}

type SectionBodyProps = {
  section: ResumeSectionData
  lang: string
  titleOf: (item: ResumeItem) => ReactNode
}

function SectionBody({ section, lang, titleOf }: SectionBodyProps) {
  if (section.kind === 'text')
    return section.items.map((paragraph) => <Text key={paragraph}>{paragraph}</Text>)
  if (section.kind === 'list')
    return (
      <Text>
        {section.items.map(({ text, note }) => (note ? `${text} (${note})` : text)).join(SEPARATOR)}
      </Text>
    )
  return section.items.map((item) => (
    <Entry key={item.key} title={titleOf(item)} dates={item.dates && formatDates(item.dates, lang)}>
      {item.points?.map((line) => (
        <View key={line} style={s.point}>
          <Text style={s.dash}>–</Text>
          <Text style={s.body}>{line}</Text>
        </View>
      ))}
      {item.paragraphs?.map((paragraph) => (
        <Text key={paragraph}>{paragraph}</Text>
      ))}
      {item.note && <Text style={s.muted}>{item.note}</Text>}
    </Entry>
  ))
}
