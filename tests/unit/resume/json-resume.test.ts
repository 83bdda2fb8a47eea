import { createRequire } from 'node:module'
import { expect, test } from 'vitest'
import { localize } from '../../../src/site-content/localize.ts'
import { pair } from '../../fixtures/content/sites.ts'
import { jsonResume } from '../../../src/resume/json-resume.ts'

// A two-language owner's site, in its default language.
const { site } = localize(pair, 'en')

type Schema = { properties?: Record<string, Schema>; items?: Schema }
type Validate = (resume: unknown, done: (errors: unknown[] | null, valid: boolean) => void) => void
const jsonResumeSchema = createRequire(import.meta.url)('@jsonresume/schema') as {
  validate: Validate
  schema: Schema
}

const url = (path: string) => `https://me.example/${path.replace(/^\//, '')}`
// As written to resume.json: fields left undefined are dropped.
const written = JSON.parse(JSON.stringify(jsonResume(site, { url })))

test('resume.json validates against the JSON Resume schema', () => {
  let result: unknown
  jsonResumeSchema.validate(written, (errors, valid) => (result = { errors, valid }))
  expect(result).toEqual({ errors: null, valid: true })
})

// The schema allows any extra field, so a misspelt one ('certifications') would pass unseen.
const unknownFields = (value: unknown, schema: Schema, path = ''): string[] => {
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, i) => unknownFields(item, schema.items ?? {}, `${path}[${i}]`))
  if (typeof value !== 'object' || value === null || !schema.properties) return []
  const properties = schema.properties
  return Object.entries(value).flatMap(([key, child]) =>
    properties[key] ? unknownFields(child, properties[key], `${path}.${key}`) : [`${path}.${key}`],
  )
}

test('resume.json uses only the fields the schema defines', () => {
  expect(unknownFields({ certifications: [] }, jsonResumeSchema.schema)).toEqual([
    '.certifications',
  ])
  expect(unknownFields(written, jsonResumeSchema.schema)).toEqual([])
})

test('resume.json says what the content says', () => {
  expect(written.basics).toMatchObject({
    name: site.identity.fullName,
    label: site.identity.headline,
    email: site.identity.email,
    url: 'https://me.example/',
    summary: site.about.intro,
    location: { city: site.identity.location },
  })
  expect(written.basics.profiles).toContainEqual({
    network: 'GitHub',
    username: 'zoe',
    url: site.social.github,
  })
  expect(written.work).toEqual([
    {
      name: 'Acme',
      position: 'Lead Engineer',
      startDate: '2019',
      highlights: site.timeline[0]?.achievements,
    },
    { name: 'Globex', position: 'Engineer', startDate: '2014', endDate: '2019', highlights: [] },
  ])
  expect(written.skills).toEqual(site.skills.map(({ name }) => ({ name })))
  expect(written.certificates).toHaveLength(site.certifications.length)
  expect(written.awards).toEqual([
    {
      title: 'Best talk',
      date: '2023-09',
      awarder: 'RustConf',
      summary: 'Profiling without guesswork.',
    },
  ])
  expect(written.education[0]).toEqual({
    institution: site.education?.[0]?.school,
    studyType: site.education?.[0]?.degree,
    startDate: site.education?.[0]?.start,
    endDate: site.education?.[0]?.end,
  })
  expect(written.projects[0]).toMatchObject({ url: 'https://me.example/portfolio/project-c' })
  expect(written.meta).toEqual({ canonical: 'https://me.example/resume.json', version: 'v1.0.0' })
})
