import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { dateRange, endsBefore } from '../lib/dates.ts'
import { siteSchema } from './schema.ts'

// Image paths in site.ts are relative to this folder; the build runs from the project root.
const contentDir = 'src/content'

// Only entry-server and tests import this, which keeps zod out of the client bundle.
export function assertValidSite(input: unknown, imagesDir = contentDir): void {
  const result = siteSchema.safeParse(input)
  const problems = result.success
    ? [
        ...imageProblems(result.data, imagesDir),
        ...duplicateTitles(result.data),
        ...timelineOrder(result.data),
        ...unknownSlugs(result.data),
      ]
    : result.error.issues.map((issue) => `${fieldName(issue.path)}: ${describe(issue)}`)
  if (problems.length > 0) {
    throw new Error(`src/content/site.ts is invalid:\n${problems.map((p) => `✖ ${p}`).join('\n')}`)
  }
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

function imageProblems(site: z.infer<typeof siteSchema>, imagesDir: string): string[] {
  const images = [
    ['home.photo', site.home.photo],
    ...site.projects.map((p, i) => [`projects[${i}].img`, p.img]),
  ]
  return images
    .filter(([, file]) => !existsSync(join(imagesDir, file ?? '')))
    .map(([field, file]) => `${field}: image file src/content/${file} does not exist`)
}

function duplicateTitles(site: z.infer<typeof siteSchema>): string[] {
  const seen = new Set<string>()
  return site.projects.flatMap((project, i) => {
    const key = project.title.toLowerCase()
    if (seen.has(key)) return [`projects[${i}].title: "${project.title}" is used twice`]
    seen.add(key)
    return []
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
