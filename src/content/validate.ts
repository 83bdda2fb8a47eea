import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { dateRange, endsBefore } from '../lib/dates.ts'
import type { Language } from './languages.ts'
import { siteSchema, uiSchema } from './schema.ts'

// Image paths in site.ts are relative to this folder; the build runs from the project root.
const contentDir = 'src/content'

// Only entry-server and tests import this, which keeps zod out of the client bundle.
export function assertValidSite(input: unknown, imagesDir = contentDir): void {
  const problems = siteProblems(input, imagesDir)
  if (problems.length > 0) {
    throw new Error(`src/content/site.ts is invalid:\n${problems.map((p) => `✖ ${p}`).join('\n')}`)
  }
}

/** Every language's content and words; every language must list the default's projects. */
export function assertValidLanguages(languages: readonly Language[], imagesDir = contentDir) {
  const [first] = languages
  if (!first) throw new Error('src/content/languages.ts lists no language')
  assertValidSite(first.site, imagesDir)
  const problems = languages.flatMap(({ code, site, ui }, i) =>
    [
      ...(i === 0 ? [] : siteProblems(site, imagesDir).map((p) => `site.${p}`)),
      ...schemaProblems(uiSchema, ui).map((p) => `ui.${p}`),
      ...(i === 0 ? [] : sameProjects(first.site.projects, site.projects)),
    ].map((p) => `${code}: ${p}`),
  )
  if (problems.length > 0) {
    const list = problems.map((p) => `✖ ${p}`).join('\n')
    throw new Error(`A language in src/content/languages.ts is invalid:\n${list}`)
  }
}

function sameProjects(expected: readonly { slug: string }[], actual: readonly { slug: string }[]) {
  const want = expected.map((project) => project.slug).join(', ')
  const have = actual.map((project) => project.slug).join(', ')
  return want === have
    ? []
    : [
        `site.projects: the slugs are ${have}, but the default language's are ${want}: every language lists the same projects in the same order`,
      ]
}

const schemaProblems = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input)
  return result.success
    ? []
    : result.error.issues.map((issue) => `${fieldName(issue.path)}: ${describe(issue)}`)
}

function siteProblems(input: unknown, imagesDir: string): string[] {
  const result = siteSchema.safeParse(input)
  return result.success
    ? [
        ...imageProblems(result.data, imagesDir),
        ...usedTwice(result.data, 'title'),
        ...usedTwice(result.data, 'slug'),
        ...timelineOrder(result.data),
        ...unknownSlugs(result.data),
      ]
    : schemaProblems(siteSchema, input)
}

// ['projects', 3, 'link'] → 'projects[3].link'
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('')

const describe = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
    ? `is missing (expected ${issue.expected})`
    : issue.message

// Each page ships only the pictures it can show: the photo is looked up in images/ and the
// covers in images/projects/ (content/images.ts, content/project-covers.ts).
const PHOTO = /^images\/[^/]+$/
const COVER = /^images\/projects\/[^/]+$/

function imageProblems(site: z.infer<typeof siteSchema>, imagesDir: string): string[] {
  const images = [
    ['home.photo', site.home.photo, PHOTO, 'images/'],
    ...site.projects.map(
      (p, i) => [`projects[${i}].img`, p.img, COVER, 'images/projects/'] as const,
    ),
  ] as const
  return images.flatMap(([field, file, place, folder]) => {
    if (!place.test(file)) return [`${field}: "${file}" must be a file in src/content/${folder}`]
    if (!existsSync(join(imagesDir, file)))
      return [`${field}: image file src/content/${file} does not exist`]
    return []
  })
}

// A project's title names it in the grid, its slug is its page's address: both must be its own.
function usedTwice(site: z.infer<typeof siteSchema>, key: 'title' | 'slug'): string[] {
  const first = new Map<string, number>()
  return site.projects.flatMap((project, i) => {
    const value = project[key].toLowerCase()
    const earlier = first.get(value)
    if (earlier === undefined) {
      first.set(value, i)
      return []
    }
    const other = site.projects[earlier]?.title
    return [
      `projects[${i}].${key}: "${project[key]}" is used twice, by "${project.title}" and by projects[${earlier}] "${other}"`,
    ]
  })
}

function timelineOrder(site: z.infer<typeof siteSchema>): string[] {
  return site.timeline.flatMap(({ date }, i) => {
    const { start, end } = dateRange(date)
    return start && end && endsBefore(start, end)
      ? [`timeline[${i}].date: "${date}" ends before it starts`]
      : []
  })
}

function unknownSlugs(site: z.infer<typeof siteSchema>): string[] {
  const slugs = new Set(site.projects.map((project) => project.slug))
  return (site.resume.projectSlugs ?? []).flatMap((slug, i) =>
    slugs.has(slug) ? [] : [`resume.projectSlugs[${i}]: no project has the slug "${slug}"`],
  )
}
