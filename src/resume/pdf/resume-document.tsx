import type { ComponentProps, ReactNode } from 'react'
import { Document, Link, Page, StyleSheet, Text, View } from '@react-pdf/renderer'
import type { Ui } from '../../content-model/schema.ts'
import { formatDates } from '../../lib/dates.ts'
import { readingDirection, type Fallback, type TextLanguage } from '../../lib/fallback.ts'
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
  footer: {
    position: 'absolute',
    bottom: 26,
    left: margin,
    right: margin,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: color.muted,
  },
})

// A résumé in a language written right to left is laid out as its page is: every row runs from
// the right (the headings, a title and the dash of a point on the right; the dates, the contact
// lines and the page number on the left), and every text keeps to the right.
const rightToLeft = StyleSheet.create({
  page: { textAlign: 'right' },
  row: { flexDirection: 'row-reverse' },
  contact: { alignItems: 'flex-start' },
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
  /** The direction of the page's language, and the texts it leaves to the default language. */
  dir: TextLanguage['dir']
  fallback?: Fallback
  /** Published addresses: the résumé page (in the footer) and each project's page. */
  pageUrl: string
  projectUrl: (slug: string) => string
  /** The families the body and the headings are set in, each script's in turn (theme/static-fonts.ts). */
  fonts: { body: string[]; headings: string[] }
  spacing?: Spacing
}

/**
 * Which way the document runs: `row`, added to every row's style (the page's direction), and
 * `read`, the style of a text in the direction it is read in (lib/fallback.ts readingDirection).
 */
type Flow = {
  row: Style
  read: (text: string | readonly string[] | undefined) => Style
}
type Style = ComponentProps<typeof View>['style']

const SEPARATOR = '  ·  '

type SectionProps = {
  title: string
  font: string[]
  spacing: Spacing
  flow: Flow
  children: ReactNode
}

// Heading in the start column (the left, or the right), content beside it.
function Section({ title, font, spacing, flow, children }: SectionProps) {
  return (
    <View style={[s.text, s.section, SPACINGS[spacing].text, SPACINGS[spacing].section, flow.row]}>
      <Text style={[s.heading, s.link, { fontFamily: font }, flow.read(title)]}>
        {title.toUpperCase()}
      </Text>
      <View style={[s.entries, SPACINGS[spacing].entries]}>{children}</View>
    </View>
  )
}

// `dates` as the page's language writes them (lib/dates.ts formatDates); `titleText`, what the
// title says, for its direction.
type EntryProps = {
  title: ReactNode
  titleText: string
  dates?: string
  flow: Flow
  children?: ReactNode
}

// Kept whole on one page: a job or a degree never starts at the foot of a page.
function Entry({ title, titleText, dates, flow, children }: EntryProps) {
  return (
    <View wrap={false}>
      <View style={[s.row, flow.row]}>
        <Text style={[s.title, flow.read(titleText)]}>{title}</Text>
        {dates && <Text style={[s.dates, flow.read(dates)]}>{dates}</Text>}
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
  dir,
  fallback,
  pageUrl,
  projectUrl,
  fonts,
  spacing = 'usual',
}: ResumeDocumentProps) {
  const { name, headline } = resume
  const title = fill(text.fileTitle, { name })
  const mirrored = dir === 'rtl' ? rightToLeft : undefined
  const flow: Flow = {
    row: mirrored?.row,
    read: (text) => ({ direction: readingDirection(text, fallback, dir) }),
  }
  const titleOf = ({ title, at, link }: ResumeItem) =>
    optionalLink(
      at ? `${title}, ${at}` : title,
      link && ('url' in link ? link.url : projectUrl(link.project)),
    )
  return (
    <Document title={title} author={name} subject={headline} language={lang}>
      <Page
        size="A4"
        style={[s.page, SPACINGS[spacing].page, { fontFamily: fonts.body }, mirrored?.page]}
      >
        <View style={[s.text, s.header, SPACINGS[spacing].text, flow.row]}>
          <View style={s.identity}>
            <Text style={[s.name, { fontFamily: fonts.headings }, flow.read(name)]}>{name}</Text>
            <Text style={[s.headline, flow.read(headline)]}>{headline}</Text>
          </View>
          <View style={[s.contact, mirrored?.contact]}>
            {resume.contact.map(({ text, href }) => (
              <Text key={text} style={flow.read(text)}>
                {optionalLink(text, href)}
              </Text>
            ))}
          </View>
        </View>
        {resumeSections(resume, text).map((section) => (
          <Section
            key={section.id}
            title={section.title}
            font={fonts.headings}
            spacing={spacing}
            flow={flow}
          >
            <SectionBody section={section} lang={lang} titleOf={titleOf} flow={flow} />
          </Section>
        ))}
        <View style={[s.footer, flow.row]} fixed>
          <Text style={flow.read(title)}>
            {`${title}${SEPARATOR}`}
            {optionalLink(bareUrl(pageUrl), pageUrl)}
          </Text>
          {/* Numbers alone ('2 / 3'), in no language's words; none on a résumé of one page. */}
          <Text
            render={({ pageNumber, totalPages }) =>
              totalPages > 1 ? `${pageNumber} / ${totalPages}` : ''
            }
          />
        </View>
      </Page>
    </Document>
  )
}

type SectionBodyProps = {
  section: ResumeSectionData
  lang: string
  titleOf: (item: ResumeItem) => ReactNode
  flow: Flow
}

function SectionBody({ section, lang, titleOf, flow }: SectionBodyProps) {
  if (section.kind === 'text')
    return section.items.map((paragraph) => (
      <Text key={paragraph} style={flow.read(paragraph)}>
        {paragraph}
      </Text>
    ))
  if (section.kind === 'list')
    return (
      <Text style={flow.read(section.items.map(({ text }) => text))}>
        {section.items.map(({ text, note }) => (note ? `${text} (${note})` : text)).join(SEPARATOR)}
      </Text>
    )
  return section.items.map((item) => {
    const dates = item.dates && formatDates(item.dates, lang)
    return (
      <Entry key={item.key} title={titleOf(item)} titleText={item.title} dates={dates} flow={flow}>
        {item.points?.map((line) => (
          <View key={line} style={[s.point, flow.row]}>
            <Text style={s.dash}>–</Text>
            <Text style={[s.body, flow.read(line)]}>{line}</Text>
          </View>
        ))}
        {item.paragraphs?.map((paragraph) => (
          <Text key={paragraph} style={flow.read(paragraph)}>
            {paragraph}
          </Text>
        ))}
        {item.note && <Text style={[s.muted, flow.read(item.note)]}>{item.note}</Text>}
      </Entry>
    )
  })
}
