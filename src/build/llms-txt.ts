import type { ListItem, RootContent } from 'mdast'
import { RESUME_FILES } from '../resume/resume.ts'
import { projectPath } from '../routing/route-path.ts'
import type { LanguageContent } from '../site-content/language-content.ts'
import { writeMarkdown } from './markdown.ts'
import { postMarkdownFile } from './post-markdown.ts'

// llms.txt (https://llmstxt.org): what a language of the site holds, for language models to read
// first. Each language has its own, in its words, beside its pages; none is in the sitemap.

export const LLMS_FILE = 'llms.txt'

type Entry = { title: string; url: string; description?: string }

const text = (value: string) => ({ type: 'text', value }) as const

const item = ({ title, url, description }: Entry): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [
    {
      type: 'paragraph',
      children: [
        { type: 'link', url, children: [text(title)] },
        ...(description ? [text(`: ${description}`)] : []),
      ],
    },
  ],
})

// A section of links under its heading; none without links, as an empty section of a page.
const section = (heading: string, entries: readonly Entry[]): RootContent[] =>
  entries.length === 0
    ? []
    : [
        { type: 'heading', depth: 2, children: [text(heading)] },
        { type: 'list', ordered: false, spread: false, children: entries.map(item) },
      ]

/** A language's llms.txt: the owner, then its About, résumé, projects and posts (as Markdown). */
export function llmsTxt({ site, ui, posts, url }: LanguageContent): string {
  const { fullName, tagline } = site.identity
  return writeMarkdown({
    type: 'root',
    children: [
      { type: 'heading', depth: 1, children: [text(fullName)] },
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text(tagline)] }] },
      ...section(ui.nav.about, [
        { title: site.about.heading, url: url('/about'), description: site.about.description },
      ]),
      ...section(ui.nav.resume, [
        { title: ui.resume.heading, url: url('/resume'), description: site.resume.description },
        { title: ui.resume.downloadPdf, url: url(RESUME_FILES.pdf) },
        { title: ui.resume.jsonResume, url: url(RESUME_FILES.json) },
      ]),
      ...section(
        ui.nav.portfolio,
        site.projects.map(({ slug, title, description }) => ({
          title,
          url: url(projectPath(slug)),
          description,
        })),
      ),
      ...section(
        ui.nav.blog,
        posts.map(({ slug, title, description }) => ({
          title,
          url: url(postMarkdownFile(slug)),
          description,
        })),
      ),
    ],
  })
}
