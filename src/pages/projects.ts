import covers from 'virtual:content-pictures/covers?w=640;1200&format=avif;webp&effort=2&as=picture'
import { hasCaseStudy } from '../content-model/schema.ts'
import type { ShownProject } from '../components/project-details.tsx'
import { fallbackAmong } from '../lib/fallback.ts'
import { fillTitle } from '../lib/fill.ts'
import { projectData, type PageText } from '../document/head.ts'
import { twoDigits } from '../lib/numbers.ts'
import { pictureIn } from '../lib/picture.ts'
import { projectShareImage } from '../theme/share-image.ts'
import { githubContent } from '../site-content/github.ts'
import type { LanguageContent } from '../site-content/language-content.ts'

// The covers site.ts names, made like the photo in images.ts but at two widths: shown at most
// 40rem wide, 1200 px serve every screen from a two-column grid up, 640 px the rest.

/** The projects as the grid, the dialog and the project pages show them: numbered, with covers. */
export function shownProjects(content: LanguageContent): readonly ShownProject[] {
  const { site, ui, language } = content
  const { repoFacts } = githubContent(site, ui, language.code)
  return site.projects.map(
    ({ slug, title, description, additionalInfo, link, tags, details, ...study }, index) => ({
      project: { slug, title, description, additionalInfo, link, tags },
      image: pictureIn(covers, slug),
      number: twoDigits(index + 1, language.code),
      details,
      hasCaseStudy: hasCaseStudy(study),
      repo: repoFacts[slug],
      fallback: fallbackAmong([title, description, additionalInfo, details], content.fallback),
    }),
  )
}

/** The label of each tag the projects use (the posts' have their own pages). */
export const projectTags = ({ site }: LanguageContent): Readonly<Record<string, string>> =>
  Object.fromEntries(
    Object.entries(site.tags).filter(([id]) =>
      site.projects.some((project) => project.tags.includes(id)),
    ),
  )

/** A project page's title, description, link preview picture and JSON-LD. */
export function projectText(slug: string | undefined, content: LanguageContent): PageText {
  const { site, ui, language, url } = content
  const project = site.projects.find((candidate) => candidate.slug === slug)
  if (!project) throw new Error(`No project ${slug} in src/content/site.ts`)
  const { repositories } = githubContent(site, ui, language.code)
  return {
    title: fillTitle(ui.titles.project, { project: project.title, name: site.identity.fullName }),
    description: project.description,
    shareImage: {
      file: projectShareImage(project.slug),
      alt: `${project.title}: ${project.description}`,
    },
    structuredData: projectData(project, site, url, repositories[project.slug]),
  }
}
