import { closeSync, existsSync, openSync, readdirSync, readSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { dateRange, endsBefore } from '../lib/dates.ts'
import { PICTURE_FILE } from '../lib/picture.ts'
import { localize, type ContentSource } from './localize.ts'
import { themeColours } from '../theme/palette.ts'
import { postName, splitPost, type PostFile } from './posts.ts'
import { BASE_PATH, SITE_ORIGIN } from '../content/deploy.ts'
import {
  factsSchema,
  frontMatterSchema,
  ID_PATTERN,
  keyedLists,
  languageCodeProblem,
  RESERVED_SLUGS,
  wordsSchema,
  type Facts,
  type Site,
} from '../content-model/schema.ts'

// Only the build, the dev server and tests import this, which keeps zod out of the client bundle.

export type Files = {
  /** Where pictures are looked up: site.ts writes them relative to this folder. */
  contentDir: string
  facts: string
  words: (code: string) => string
}
const SITE_FILES: Files = {
  contentDir: 'src/content',
  facts: 'src/content/site.ts',
  words: (code) => `src/content/words/${code}.ts`,
}

/**
 * An error for a mistake in the content, whose message names the file and the place. It has no
 * stack: the dev server would print one after it, pointing into the code that found the mistake.
 */
export const ownerMistake = (message: string) =>
  Object.assign(new Error(message), { stack: message })

/** Stops with every problem of the content, each naming its file and field, and of deploy.ts. */
export function assertValidContent(source: ContentSource, files: Files = SITE_FILES): void {
  const problems = [...deployProblems(), ...contentProblems(source, files)]
  if (problems.length > 0) {
    const list = problems.map((problem) => `✖ ${problem}`).join('\n')
    throw ownerMistake(`The content in ${files.contentDir} is invalid:\n${list}`)
  }
}

export function contentProblems(source: ContentSource, files: Files = SITE_FILES): string[] {
  const facts = factsSchema.safeParse(source.facts)
  if (!facts.success) return schemaProblems(facts.error).map((p) => `${files.facts}: ${p}`)
  const [first] = source.languages
  if (!first) return ['src/content/languages.ts lists no language']
  const languages = languageProblems(source.languages)
  if (languages.length > 0) return languages
  const wordsProblems = source.languages.flatMap(({ code }, i) => {
    const file = files.words(code)
    const words = source.words[code]
    const problems =
      words === undefined
        ? [
            existsSync(file)
              ? 'has no words: the file holds `export const words = { … }`'
              : 'is missing: every language in src/content/languages.ts has its words there',
          ]
        : [
            ...schemaProblems((i === 0 ? wordsSchema : translationSchema).safeParse(words).error),
            ...idProblems(facts.data, words, i === 0),
            ...tagProblems(facts.data, words, i === 0),
            ...headingProblems(facts.data, words, i === 0),
            ...pageNameProblems(words),
          ]
    return problems.map((problem) => `${code}: ${file}: ${problem}`)
  })
  const problems = [
    ...factProblems(facts.data, files),
    ...wordsProblems,
    ...postProblems(source, facts.data, files.contentDir),
    ...postPictureProblems(files.contentDir),
  ]
  if (problems.length > 0) return problems
  return [
    ...source.languages.flatMap(({ code }) =>
      siteProblems(localize(source, code).site).map((p) => `${code}: ${files.words(code)}: ${p}`),
    ),
  ]
}

/**
 * What is wrong with where the site is published: deploy.ts's values, or those the environment
 * sets instead (the deploy workflow's). Every address of the site is the origin, then the base
 * path, then the page's own path.
 */
export function deployProblems(env: Record<string, string | undefined> = process.env): string[] {
  const where = (name: 'BASE_PATH' | 'SITE_ORIGIN') =>
    env[name] ? `${name}, set in the environment` : `src/content/deploy.ts: ${name}`
  const base = env.BASE_PATH ?? BASE_PATH
  const origin = env.SITE_ORIGIN || SITE_ORIGIN
  const address = URL.parse(origin)
  return [
    ...(/^\/(.*\/)?$/.test(base)
      ? []
      : [
          `${where('BASE_PATH')}: "${base}" must start and end with a slash, such as /portfolio/ (or / for a site at the root of its domain)`,
        ]),
    ...(!address || !/^https?:$/.test(address.protocol)
      ? [`${where('SITE_ORIGIN')}: "${origin}" is not an address, such as https://aino.github.io`]
      : address.href !== `${address.origin}/`
        ? [
            `${where('SITE_ORIGIN')}: "${origin}" must be the address alone, ${address.origin}: its path goes in BASE_PATH`,
          ]
        : []),
  ]
}

function languageProblems(languages: ContentSource['languages']): string[] {
  return languages.flatMap(({ code }, i) => {
    const problem =
      languageCodeProblem(code) ??
      (languages.findIndex((other) => other.code.toLowerCase() === code.toLowerCase()) < i
        ? `"${code}" is listed twice`
        : undefined)
    return problem ? [`src/content/languages.ts: languages[${i}].code: ${problem}`] : []
  })
}

// The lists whose words are keyed by the ids (or slugs) of site.ts's entries.
const KEYED = [...keyedLists, 'projects'] as const

function idProblems(facts: Facts, words: unknown, complete: boolean): string[] {
  if (typeof words !== 'object' || words === null) return []
  return KEYED.flatMap((list) => {
    const ids = (facts[list] ?? []).map((entry) => ('slug' in entry ? entry.slug : entry.id))
    const keyed: unknown = Reflect.get(words, list)
    const given = typeof keyed === 'object' && keyed !== null ? Object.keys(keyed) : []
    const what = list === 'projects' ? 'slug' : 'id'
    return [
      ...given
        .filter((key) => !ids.includes(key))
        .map(
          (key) =>
            `${list}.${key}: no entry of ${list} in site.ts has the ${what} "${key}": remove these words, or add the entry to site.ts`,
        ),
      ...(complete && (keyed !== undefined || ids.length > 0)
        ? ids
            .filter((key) => !given.includes(key))
            .map(
              (key) =>
                `${list}.${key}: is missing: the default language has words for every entry of site.ts`,
            )
        : []),
    ]
  })
}

// A page of the owner's own has its words under its file name in src/pages/: its label in the
// menu, its title and its texts. A name with no such file is a typo, or a page since renamed.
const PAGE_FILES = readdirSync('src/pages')
  .filter((file) => file.endsWith('.tsx'))
  .map((file) => file.slice(0, -'.tsx'.length))
const { nav, titles } = wordsSchema.shape.ui.shape

const objectOr = (value: unknown): object =>
  typeof value === 'object' && value !== null ? value : {}
// The value at a path of keys, where every step may be missing: fieldAt(words, 'ui', 'nav').
const fieldAt = (value: unknown, ...keys: string[]): unknown =>
  keys.reduce((step, key) => Reflect.get(objectOr(step), key), value)

function pageNameProblems(words: unknown): string[] {
  const named = [
    ['ui.nav', fieldAt(words, 'ui', 'nav'), nav.shape],
    ['ui.titles', fieldAt(words, 'ui', 'titles'), titles.shape],
    ['pages', fieldAt(words, 'pages'), {}],
  ] as const
  return named.flatMap(([field, value, builtIn]) =>
    Object.keys(objectOr(value))
      .filter((page) => !(page in builtIn) && !PAGE_FILES.includes(page))
      .map(
        (page) =>
          `${field}.${page}: there is no page src/pages/${page}.tsx: the words of a page of your own go under its file's name`,
      ),
  )
}

// The keyed lists with a heading of their own on the résumé that the default language may leave out
// while site.ts has none of the list.
const resumeHeadings = wordsSchema.shape.ui.shape.resume.shape.sections.shape
const OPTIONAL_HEADINGS = keyedLists.filter(
  (list) =>
    list in resumeHeadings && resumeHeadings[list as keyof typeof resumeHeadings].isOptional(),
)

function headingProblems(facts: Facts, words: unknown, complete: boolean): string[] {
  if (!complete) return []
  return OPTIONAL_HEADINGS.filter(
    (list) =>
      (facts[list] ?? []).length > 0 &&
      fieldAt(words, 'ui', 'resume', 'sections', list) === undefined,
  ).map(
    (list) =>
      `ui.resume.sections.${list}: is missing: the résumé shows site.ts's ${list} under this heading`,
  )
}

/** Every tag id the projects use, each once, in the order they first appear. */
const usedTags = (facts: Facts): string[] => [
  ...new Set(facts.projects.flatMap((project) => project.tags ?? [])),
]

// Each tag a project uses needs a label in the default language (a post's tags, onePostProblems).
// A label nothing uses is no mistake: an owner who deletes the example posts leaves theirs.
function tagProblems(facts: Facts, words: unknown, complete: boolean): string[] {
  if (!complete) return []
  const labels: unknown = typeof words === 'object' && words !== null && Reflect.get(words, 'tags')
  const given = typeof labels === 'object' && labels !== null ? Object.keys(labels) : []
  return usedTags(facts)
    .filter((key) => !given.includes(key))
    .map(
      (key) =>
        `tags.${key}: is missing: a project in site.ts has the tag "${key}", and the default language names every tag`,
    )
}

// Every object of the words schema with each of its keys optional: another language's words.
function partial(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return partial(schema.unwrap() as z.ZodType).optional()
  if (schema instanceof z.ZodRecord)
    return z.record(z.string(), partial(schema.valueType as z.ZodType))
  if (schema instanceof z.ZodObject) {
    const object = z.strictObject(
      Object.fromEntries(
        Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, value]) => [
          key,
          partial(value).optional(),
        ]),
      ),
    )
    // The menu's labels and the titles take a page of the owner's own under any key.
    const { catchall } = schema.def
    return catchall && !(catchall instanceof z.ZodNever) ? object.catchall(catchall) : object
  }
  return schema
}
const translationSchema = partial(wordsSchema)

function schemaProblems(error: z.ZodError | undefined, kinds = KINDS): string[] {
  return (error?.issues ?? []).flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${fieldName([...issue.path, key])}: is not a field here`)
      : [`${fieldName(issue.path)}: ${describe(issue, kinds)}`],
  )
}

// ['projects', 3, 'link'] → 'projects[3].link'
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('')

// What a field must be, in an owner's words rather than the validator's.
const KINDS: Record<string, string> = {
  array: 'a list, in [ ] ([] for none)',
  record: 'entries by id, in { } ({} for none)',
  object: 'fields in { }',
  string: 'a text, in quotes',
  number: 'a number',
  boolean: 'true or false',
}
// A post's front matter is YAML: a text needs no quotes, and a field's own fields (a cover's) are
// indented below it.
const FRONT_MATTER_KINDS = { ...KINDS, string: 'a text', object: 'fields indented below it' }

function describe(issue: z.core.$ZodIssue, kinds: Record<string, string>) {
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input'))
    return issue.message
  const kind = kinds[issue.expected] ?? issue.expected
  return issue.message.endsWith('received undefined')
    ? `is missing: it is ${kind}`
    : `must be ${kind}`
}

function factProblems(facts: Facts, files: Files): string[] {
  return [
    ...imageProblems(facts, files.contentDir),
    ...usedTwice(facts.projects.map((project) => project.slug)).map(
      (i) => `projects[${i}].slug: "${facts.projects[i]?.slug}" is used twice`,
    ),
    ...keyedLists.flatMap((list) =>
      usedTwice((facts[list] ?? []).map((entry) => entry.id)).map(
        (i) => `${list}[${i}].id: "${facts[list]?.[i]?.id}" is used twice`,
      ),
    ),
    ...unknownSlugs(facts),
    ...facts.projects.flatMap(({ tags = [] }, i) =>
      usedTwice(tags).map((j) => `projects[${i}].tags[${j}]: "${tags[j]}" is used twice`),
    ),
    // A colour given for one theme is used as given: one that is hard to read stops the build.
    ...themeColours(facts.theme).problems,
  ].map((problem) => `${files.facts}: ${problem}`)
}

// Each page ships only the pictures it can show: the photo is looked up in images/ and the
// covers in images/projects/ (site-content/images.ts, pages/projects.ts).
const PHOTO = /^images\/[^/]+$/
const COVER = /^images\/projects\/[^/]+$/

/** What is wrong with a picture the content names, in `folder` of `contentDir`, if anything. */
function pictureProblem(file: string, place: RegExp, folder: string, contentDir: string) {
  if (!place.test(file)) return `"${file}" must be a file in ${contentDir}/${folder}`
  if (!PICTURE_FILE.test(file))
    return `"${file}" is not a picture the build can read: use a JPEG, PNG, WebP or AVIF`
  if (!existsSync(join(contentDir, file))) return `image file ${contentDir}/${file} does not exist`
  if (!isPicture(join(contentDir, file)))
    return `${contentDir}/${file} is not a picture: its bytes are not a JPEG, PNG, WebP or AVIF image`
}

// What a file is, by its first bytes, whatever its name says.
function isPicture(path: string) {
  const head = Buffer.alloc(12)
  const file = openSync(path, 'r')
  readSync(file, head, 0, head.length, 0)
  closeSync(file)
  const text = (from: number, to: number) => head.toString('latin1', from, to)
  return (
    (head[0] === 0xff && head[1] === 0xd8) ||
    text(1, 4) === 'PNG' ||
    (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') ||
    text(4, 8) === 'ftyp'
  )
}

function imageProblems(facts: Facts, contentDir: string): string[] {
  const images = [
    ['home.photo', facts.home.photo, PHOTO, 'images/'],
    ...facts.projects.map(
      (p, i) => [`projects[${i}].img`, p.img, COVER, 'images/projects/'] as const,
    ),
  ] as const
  return images.flatMap(([field, file, place, folder]) => {
    const problem = pictureProblem(file, place, folder, contentDir)
    const missingPhoto = field === 'home.photo' && !existsSync(join(contentDir, file))
    const hint = missingPhoto ? ': put your photo there, or `npm run init -- --photo <file>`' : ''
    return problem ? [`${field}: ${problem}${hint}`] : []
  })
}

/** The places of the values that an earlier place already has, case aside. */
function usedTwice(values: readonly string[]): number[] {
  const seen = new Set<string>()
  return values.flatMap((value, i) => {
    const key = value.toLowerCase()
    if (seen.has(key)) return [i]
    seen.add(key)
    return []
  })
}

function unknownSlugs(facts: Facts): string[] {
  const slugs = new Set(facts.projects.map((project) => project.slug))
  return (facts.resume?.projectSlugs ?? []).flatMap((slug, i) =>
    slugs.has(slug) ? [] : [`resume.projectSlugs[${i}]: no project has the slug "${slug}"`],
  )
}

// Each post file: its name gives its slug and language, its front matter what it is.
function postProblems(source: ContentSource, facts: Facts, contentDir: string): string[] {
  const posts = source.posts ?? []
  const codes = source.languages.map((language) => language.code)
  const [defaultCode = ''] = codes
  const defaultWords: unknown = source.words[defaultCode]
  const labels = Object.keys(wordsField(defaultWords, 'tags') ?? {})
  const described = wordsField(wordsField(defaultWords, 'blog'), 'description') !== undefined
  const series = (facts.series ?? []).map(({ id }) => id)
  return [
    ...(posts.length > 0 && !described
      ? [
          `${defaultCode}: src/content/words/${defaultCode}.ts: blog.description: is missing: the blog's list of posts needs it`,
        ]
      : []),
    ...posts.flatMap((post) =>
      onePostProblems(post, codes, { labels, series }, contentDir).map(
        (problem) => `${post.file}: ${problem}`,
      ),
    ),
  ]
}

const wordsField = (words: unknown, key: string): unknown =>
  typeof words === 'object' && words !== null ? Reflect.get(words, key) : undefined

const POST_IMAGE = /^images\/posts\/[^/]+$/

// Every file in images/posts/ is made into a picture, whether a post shows it yet or not.
function postPictureProblems(contentDir: string): string[] {
  const folder = join(contentDir, 'images/posts')
  if (!existsSync(folder)) return []
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map(({ name }) => join(folder, name))
    .filter((path) => !PICTURE_FILE.test(path) || !isPicture(path))
    .map(
      (path) =>
        `${path} is not a JPEG, PNG, WebP or AVIF picture, the only files images/posts/ may hold`,
    )
}

function onePostProblems(
  { file, text }: PostFile,
  codes: readonly string[],
  known: { labels: readonly string[]; series: readonly string[] },
  contentDir: string,
): string[] {
  const [defaultCode = ''] = codes
  const { slug, code, valid } = postName(file, defaultCode)
  const name = `a post's file is named <slug>.mdx, or <slug>.<language code>.mdx in another language than the default`
  if (!valid || !ID_PATTERN.test(slug))
    return [`the file name: ${name}, the slug lowercase words joined by hyphens`]
  if (RESERVED_SLUGS.includes(slug))
    return [`the file name: "${slug}" is the address of a page of the site: pick another`]
  if (file.endsWith(`.${defaultCode}.mdx`))
    return [`the file name: "${code}" is the default language, whose posts are named <slug>.mdx`]
  if (!codes.includes(code))
    return [
      `the file name: "${code}" is not another language of src/content/languages.ts (${name})`,
    ]
  let data: unknown
  try {
    ;({ data } = splitPost(text))
  } catch (error) {
    // YAML counts lines from the front matter's first; in the file, the opening --- comes before.
    const message = String(error instanceof Error ? error.message : error).replace(
      / at line (\d+),/,
      (_, line: string) => ` at line ${Number(line) + 1},`,
    )
    return [`the front matter is not valid YAML: ${message}`]
  }
  if (data === undefined)
    return [
      'has no front matter: start the file with its title, description and date between --- lines',
    ]
  const front = frontMatterSchema.safeParse(data)
  if (!front.success) return schemaProblems(front.error, FRONT_MATTER_KINDS)
  const { cover, tags, series } = front.data
  const coverProblem = cover && pictureProblem(cover.image, POST_IMAGE, 'images/posts/', contentDir)
  return [
    ...(coverProblem ? [`cover.image: ${coverProblem}`] : []),
    ...(series && !known.series.includes(series)
      ? [`series: "${series}" is not a series of src/content/site.ts: add it to series there`]
      : []),
    ...tags.flatMap((tag, i) =>
      known.labels.includes(tag)
        ? []
        : [
            `tags[${i}]: "${tag}" has no label: add it to tags in src/content/words/${defaultCode}.ts`,
          ],
    ),
  ]
}

// What holds only once a language's words meet the facts: titles name projects in the grid, so
// each is its own; a timeline entry's dates run forwards.
function siteProblems(site: Site): string[] {
  const titles = site.projects.map((project) => project.title)
  return [
    ...usedTwice(titles).map((i) => {
      const project = site.projects[i]
      const first = site.projects.find(
        (other) => other.title.toLowerCase() === project?.title.toLowerCase(),
      )
      return `projects.${project?.slug}.title: "${project?.title}" is also the title of projects.${first?.slug}`
    }),
    ...site.timeline.flatMap(({ id, date }) => {
      const { start, end } = dateRange(date)
      return start && end && endsBefore(start, end)
        ? [`timeline.${id}.date: "${date}" ends before it starts`]
        : []
    }),
  ]
}
