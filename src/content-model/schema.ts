import { z } from 'zod'
import { endsBefore, ISO_DATE } from '../lib/dates.ts'
import { networkKeys, profileProblem, type SocialNetwork } from './social-networks.ts'
import { themeSchema, type Theme } from '../theme/theme-schema.ts'

// The content comes in two kinds. Facts (site.ts) are written once for every language: ids and
// slugs, the order of every list, ISO dates, links, pictures, numbers, the email address. Words
// (words/<code>.ts) are a language's texts, keyed by the id of what they describe, never by a
// position. Free text that merely holds a date or a number ('2022 – now', an achievement) is words.

const text = z.string().trim().min(1, 'must not be empty')
/** A text a language may set to '' to leave it out there. */
const optionalText = z.string().trim().optional()
// A title a page takes as its own: search results show about 70 characters of it.
const pageTitle = text.max(70, 'must be at most 70 characters: search results cut longer titles')
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
const date = z.string().regex(ISO_DATE, 'must be a year or a year and month, like 2021 or 2021-09')
/** Checks two dates' order once both are dates: a wrong one is named once, not again as out of order. */
const inOrder = (first: string, then: string) => ({
  path: [then],
  message: `must not be before ${first}`,
  when: ({ issues }: z.core.ParsePayload) =>
    !issues.some(({ path }) => path?.[0] === first || path?.[0] === then),
})

/** A link to the owner's profile on each network of social-networks.ts, any of them left out. */
const profileLinks = Object.fromEntries(
  networkKeys.map((network) => [
    network,
    z
      .string()
      .check((payload) => {
        const problem = profileProblem(network, payload.value)
        if (problem) payload.issues.push({ code: 'custom', message: problem, input: payload.value })
      })
      .optional(),
  ]),
) as Record<SocialNetwork, z.ZodOptional<z.ZodString>>

/** Words the site's own pages use in their addresses: no project, post or tag may take one. */
export const RESERVED_SLUGS: readonly string[] = ['tags', 'blog', 'search', 'resume', 'rss']

/** Why a code is not a language's, as BCP 47 writes them and browsers read them, or undefined. */
export function languageCodeProblem(code: string): string | undefined {
  try {
    Intl.getCanonicalLocales(code)
    return undefined
  } catch {
    return `"${code}" is not a BCP 47 language code (such as en, sv or pt-BR)`
  }
}

/** An id or a slug: lowercase words joined by hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/

const id = z.string().regex(ID_PATTERN, 'must be lowercase words joined by hyphens')
const slug = id.refine((value) => !RESERVED_SLUGS.includes(value), {
  error: (issue) => `"${String(issue.input)}" is the address of a page of the site: pick another`,
})

// The action of a Mailchimp audience's embedded form, as its embed code writes it (with & where
// the code has &amp;): the list's u and id also name the form's honeypot field.
function isMailchimpAction(value: string) {
  if (!URL.canParse(value)) return false
  const { protocol, hostname, pathname, searchParams } = new URL(value)
  const hex = /^[\da-f]+$/i
  return (
    protocol === 'https:' &&
    /^([a-z\d-]+\.)+list-manage\.com$/.test(hostname) &&
    pathname === '/subscribe/post' &&
    hex.test(searchParams.get('u') ?? '') &&
    hex.test(searchParams.get('id') ?? '')
  )
}

export const factsSchema = z.strictObject({
  identity: z.strictObject({
    shortName: text,
    fullName: text,
    email: z.email({ error: 'must be an email address' }),
  }),
  home: z.strictObject({ photo: text }),
  timeline: z.array(z.strictObject({ id })),
  skills: z.array(
    z.strictObject({
      id,
      value: z.number().min(0, 'must be 0 to 100').max(100, 'must be 0 to 100'),
    }),
  ),
  services: z.array(z.strictObject({ id })),
  education: z
    .array(
      z
        .strictObject({ id, start: date, end: date.optional() })
        .refine(
          (entry) => !entry.end || !endsBefore(entry.start, entry.end),
          inOrder('start', 'end'),
        ),
    )
    .optional(),
  certifications: z.array(z.strictObject({ id, date, url: url.optional() })).optional(),
  awards: z.array(z.strictObject({ id, date, url: url.optional() })).optional(),
  languages: z.array(z.strictObject({ id })).optional(),
  /** Slugs of the projects the résumé lists, in this order; every project when left out. */
  resume: z.strictObject({ projectSlugs: z.array(slug).optional() }).optional(),
  projects: z.array(
    z
      .strictObject({
        slug,
        img: text,
        /** Where the project can be seen: its site, store page or repository. Left out for work
         *  that has none to show; its card and page then show no link. */
        link: url.optional(),
        /** What the project is about, by tag id; each tag's label is in the words' `tags`. */
        tags: z.array(id).optional(),
        /** The GitHub repository whose numbers the project shows, when its link is not one. */
        repo: z
          .string()
          .regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository as owner/name')
          .optional(),
        // The case study's facts (its texts are words): how many worked on it, and when.
        team: z.int('must be a whole number').min(1, 'must be 1 or more').optional(),
        start: date.optional(),
        /** Left out while it goes on. */
        end: date.optional(),
      })
      .refine((project) => !project.end || project.start, {
        path: ['end'],
        message: 'needs a start too',
      })
      .refine(
        (project) => !project.start || !project.end || !endsBefore(project.start, project.end),
        inOrder('start', 'end'),
      ),
  ),
  /** The blog's series: a post joins one with `series: <id>` in its front matter. */
  series: z.array(z.strictObject({ id })).optional(),
  contact: z.strictObject({ formId: z.string().regex(/^\w+$/, 'must be a Formspree form id') }),
  /** Visits and three events counted without cookies by one provider, or none (README, Analytics). */
  analytics: z
    .discriminatedUnion(
      'provider',
      [
        z.strictObject({ provider: z.literal('none') }),
        ...(['plausible', 'umami', 'goatcounter'] as const).map((provider) =>
          z.strictObject({ provider: z.literal(provider), siteId: text, host: url }),
        ),
      ],
      {
        error:
          "must be { provider: 'none' }, or 'plausible', 'umami' or 'goatcounter' with siteId and host",
      },
    )
    .optional(),
  /** Comments below each post through Giscus, or none (README, "Comments"). */
  comments: z
    .discriminatedUnion(
      'provider',
      [
        z.strictObject({ provider: z.literal('none') }),
        z.strictObject({
          provider: z.literal('giscus'),
          repo: z
            .string()
            .regex(/^[\w.-]+\/[\w.-]+$/, 'must be the GitHub repository as owner/name'),
          repoId: text,
          category: text,
          categoryId: text,
          /** 'visible' loads them as the reader comes near; 'click' once the reader asks. */
          load: z.enum(['visible', 'click']).optional(),
        }),
      ],
      {
        error:
          "must be { provider: 'none' } or { provider: 'giscus', repo, repoId, category, categoryId }",
      },
    )
    .optional(),
  /** A sign-up form under each post and the blog's list, for one provider or none (README). */
  newsletter: z
    .discriminatedUnion(
      'provider',
      [
        z.strictObject({ provider: z.literal('none') }),
        z.strictObject({
          provider: z.literal('buttondown'),
          username: z
            .string()
            .regex(/^[\w-]+$/, 'must be your Buttondown username, as in buttondown.com/<username>'),
        }),
        z.strictObject({
          provider: z.literal('kit'),
          formId: z
            .string()
            .regex(/^\d+$/, "must be your Kit form's number, as in app.kit.com/forms/<formId>"),
        }),
        z.strictObject({
          provider: z.literal('mailchimp'),
          action: z.string().refine(isMailchimpAction, {
            error:
              "must be your Mailchimp form's action, https://<dc>.list-manage.com/subscribe/post?u=…&id=…",
          }),
        }),
      ],
      {
        error:
          "must be { provider: 'none' }, or 'buttondown' with username, 'kit' with formId or 'mailchimp' with action",
      },
    )
    .optional(),
  social: z.strictObject(profileLinks),
  /** How the site looks: README, "Your look". Left out, it looks as it ships. */
  theme: themeSchema.optional(),
})

const placeholders = (names: readonly string[]) =>
  names
    .map((name) => `{${name}}`)
    .join(', ')
    .replace(/, ([^,]*)$/, ' and $1')

/** A text the site fills in where it shows it ('About | {name}'): with these placeholders alone. */
const pattern = (...names: string[]) =>
  text.check((payload) => {
    const [unknown] = [...payload.value.matchAll(/\{(\w+)\}/g)].filter(
      ([, name = '']) => !names.includes(name),
    )
    if (unknown)
      payload.issues.push({
        code: 'custom',
        input: payload.value,
        message: `${unknown[0]} is not filled in here: it takes ${placeholders(names)}`,
      })
  })

/** A text with a count in it: `one` for the singular forms Intl.PluralRules names, else `other`. */
const countText = (...names: string[]) =>
  z.strictObject({ one: pattern('count', ...names), other: pattern('count', ...names) })

// The words the site itself says around the content: headings, buttons, labels, messages and the
// patterns of page titles. `{name}` and the like are filled in where the text is shown.
const uiSchema = z.strictObject({
  skipToContent: text,
  menu: text,
  mainNavigation: text,
  darkTheme: text,
  languages: text,
  /** The menu's labels, under each page's file name in src/pages/: a page of your own's too. */
  nav: z
    .object({
      home: text,
      portfolio: text,
      blog: text,
      about: text,
      resume: text,
      contact: text,
      search: text,
    })
    .catchall(text),
  socialLinks: text,
  socialCaption: text,
  /** The menu's footer, e.g. '© {year} {name}'. */
  copyright: pattern('year', 'name'),
  opensInNewTab: text,
  /** The pages' titles; a page of your own's under its file name. */
  titles: z
    .object({
      about: pattern('name'),
      portfolio: pattern('name'),
      resume: pattern('name'),
      contact: pattern('name'),
      /** A project's page: `{project}` is its title. */
      project: pattern('project', 'name'),
      blog: pattern('name'),
      /** A post's page: `{post}` is its title. */
      post: pattern('post', 'name'),
      /** The posts with a tag: `{tag}` is its label. */
      blogTag: pattern('tag', 'name'),
      search: pattern('name'),
      /** The grid filtered by a tag: `{tag}` is its label. */
      tag: pattern('tag', 'name'),
    })
    .catchall(text),
  home: z.strictObject({
    portfolio: text,
    contact: text,
    /** The typewriter's button that stops its titles, and starts them again. */
    pauseTitles: text,
  }),
  about: z.strictObject({
    /** The line under the intro that leads to the résumé: `before`, the link, `after`. */
    resumeLink: z.strictObject({ before: z.string(), link: text, after: z.string() }),
    timeline: text,
    jobTitle: text,
    where: text,
    date: text,
    skills: text,
    services: text,
  }),
  portfolio: z.strictObject({
    heading: text,
    eyebrow: text,
    viewProject: text,
    close: text,
    /** Above a project's title: `{number}` is its place in the list. */
    projectNumber: pattern('number'),
    link: text,
    allProjects: text,
    moreProjects: text,
    previous: text,
    next: text,
    /** The list of tags that filter the grid, and of a project's tags. */
    tags: text,
    /** The link that shows every project again. */
    allTags: text,
    /** Under the tags, said again as the grid changes: `{total}` projects in all… */
    showingAll: pattern('total'),
    /** …or `{count}` of them, those with the tag `{tag}`. */
    showingTag: pattern('count', 'total', 'tag'),
    /** A tag's page's description: `{tag}`, `{name}`. */
    tagDescription: pattern('tag', 'name'),
    /** In the dialog over the grid, the link to the project's own page, when it has a case study. */
    readCaseStudy: text.optional(),
    /** The headings of a project's case study; `team` says its size: `{count}`. */
    caseStudy: z.strictObject({
      problem: text,
      role: text,
      team: pattern('count'),
      work: text,
      outcome: text,
      dates: text,
    }),
  }),
  /** The numbers from GitHub (src/content/github.json) on projects and About. */
  github: z.strictObject({
    stars: countText(),
    /** A repository's last push: `{date}`. */
    updated: pattern('date'),
    archived: text,
    /** About's calendar: its heading, its summary and the two ends of its legend. */
    calendar: text,
    contributions: countText(),
    less: text,
    more: text,
  }),
  contact: z.strictObject({
    heading: text,
    introHeading: text,
    intro: text,
    form: text,
    name: text,
    email: text,
    message: text,
    send: text,
    sending: text,
    sent: text,
    failed: text,
    dismiss: text,
  }),
  blog: z.strictObject({
    heading: text,
    allPosts: text,
    /** The heading of a tag's page: `{tag}` is its label. */
    tagged: pattern('tag'),
    /** A tag's page's description: `{tag}` is its label. */
    taggedDescription: pattern('tag', 'name'),
    /** `{minutes}`: how long a post takes to read. */
    minutesToRead: pattern('minutes'),
    /** Before the date a post was last changed. */
    updated: text,
    tags: text,
    morePosts: text,
    previous: text,
    next: text,
    /** The label of a post's table of contents. */
    contents: text,
    /** Where a post stands in its series: `{part}` and `{parts}` are numbers. */
    seriesPart: pattern('part', 'parts'),
    /** The heading of the posts that share a post's tags. */
    related: text,
    /** A post's footnotes, as screen readers hear their heading; the compiler's English if left out. */
    footnotes: text.optional(),
    /** A footnote's link back to where the text cites it: `{number}` is its number. */
    backToReference: pattern('number').optional(),
    /** The button on each code block that copies its code, and what it says once it has. */
    copyCode: z.strictObject({ button: text, copied: text }).optional(),
    /** The feed's title, as feed readers list it: `{name}` is the owner's. */
    feedTitle: pattern('name'),
    /** The blog's link to its feed, under its description: none when left out. */
    feedLink: text.optional(),
  }),
  comments: z.strictObject({
    heading: text,
    /** The button that loads them, when site.ts says they load on a click. */
    show: text,
    /** The link to the repository's discussions, which works without JavaScript. */
    onGitHub: text,
  }),
  /** The newsletter form under each post and the blog's list, when site.ts chooses a provider. */
  newsletter: z.strictObject({
    heading: text,
    /** One line under the heading: what comes, and how often. */
    intro: text,
    email: text,
    subscribe: text,
  }),
  search: z.strictObject({
    heading: text,
    /** The page's description: `{name}` is the owner's. */
    description: pattern('name'),
    label: text,
    /** Shown nowhere: search runs as the visitor types. Allowed so that words files that still
     * have it build as they are. */
    submit: text.optional(),
    /** Shown until the app runs, which search needs, above links to the blog and the portfolio. */
    needsJavaScript: text,
    searching: text,
    /** Above the site's most used tags, under the box, each a button that searches for it: none
     * are offered without it. */
    topics: text.optional(),
    /** `{count}` results for `{query}`, in the language's plural forms. */
    results: countText('query'),
    noResults: pattern('query'),
    failed: text,
  }),
  resume: z.strictObject({
    heading: text,
    downloadPdf: text,
    jsonResume: text,
    /** The PDF's title and file name. */
    fileTitle: pattern('name'),
    /** The end of a range that goes on: '2022 – now'. */
    now: text,
    // An optional list's heading is needed once site.ts has the list (site-content/validate.ts).
    sections: z.strictObject({
      summary: text,
      experience: text,
      skills: text,
      certifications: text.optional(),
      awards: text.optional(),
      education: text.optional(),
      projects: text,
      languages: text.optional(),
    }),
  }),
})

// Each list's words by the id (or slug) its entry has in site.ts. The first text of an entry names
// it: a language that sets it to '' leaves the entry out there.
const byId = <T extends z.ZodType>(entry: T) => z.record(z.string(), entry)

export const wordsSchema = z.strictObject({
  identity: z.strictObject({
    tagline: text,
    /** One line under the name on the résumé; the first role title when left out. */
    headline: optionalText,
    location: optionalText,
  }),
  home: z.strictObject({
    roles: z.array(text).min(1, 'needs at least one role title'),
    intro: text,
    photoAlt: text,
    description: text,
  }),
  about: z.strictObject({ heading: text, introHeading: text, intro: text, description: text }),
  timeline: byId(
    z.strictObject({
      jobtitle: z.string(),
      where: text,
      date: text,
      /** Shown on the résumé only: About's table keeps its three columns. */
      achievements: z.array(text).optional(),
    }),
  ),
  skills: byId(z.strictObject({ name: z.string() })),
  services: byId(z.strictObject({ title: z.string(), description: text })),
  education: byId(z.strictObject({ school: z.string(), degree: text })).optional(),
  certifications: byId(z.strictObject({ name: z.string(), issuer: text })).optional(),
  awards: byId(
    z.strictObject({ title: z.string(), awarder: text, summary: optionalText }),
  ).optional(),
  languages: byId(z.strictObject({ language: z.string(), fluency: optionalText })).optional(),
  /** Each series' title, by its id in site.ts. */
  series: byId(z.strictObject({ title: text })).optional(),
  resume: z.strictObject({ description: text }),
  portfolio: z.strictObject({ description: text }),
  projects: byId(
    z.strictObject({
      title: pageTitle,
      description: text,
      additionalInfo: text,
      details: text,
      // The case study, each part its own section on the project's page when given.
      /** The problem the project solved. */
      problem: optionalText,
      /** The owner's role in it (the team's size is a fact, in site.ts). */
      role: optionalText,
      /** What the owner did. */
      work: optionalText,
      /** What came of it, with numbers: the résumé lists it under the project too. */
      outcome: optionalText,
    }),
  ),
  contact: z.strictObject({ description: text }),
  /** What the blog's list says about it; needed once there are posts. */
  blog: z.strictObject({ description: text }).optional(),
  /** Each tag's label by its id, as projects and posts use it: `{ 'design-systems': 'Design systems' }`. */
  tags: z.record(z.string(), text).optional(),
  /**
   * The texts of pages of your own, under each page's file name in src/pages/: `pages.talks.heading`
   * for src/pages/talks.tsx, which reads it as `site.pages.talks?.heading`.
   */
  pages: z.record(z.string(), z.record(z.string(), text)).optional(),
  ui: uiSchema,
})

// A post's front matter (content/posts/*.mdx): what it is, apart from its body.
const day = z.iso.date({ error: 'must be a date like 2024-05-31' })
export const frontMatterSchema = z
  .strictObject({
    title: pageTitle,
    description: text,
    date: day,
    /** When it last changed, if it has since it came out. */
    updated: day.optional(),
    tags: z.array(id).default([]),
    /** Shown by the dev server, left out of the build. */
    draft: z.boolean().default(false),
    cover: z.strictObject({ image: text, alt: text }).optional(),
    /** Left true, a post with 3 or more headings lists them at its top. */
    toc: z.boolean().default(true),
    /** The id of the series in site.ts that the post is a part of. */
    series: id.optional(),
  })
  .refine((post) => !post.updated || post.updated >= post.date, inOrder('date', 'updated'))

export type FrontMatter = z.output<typeof frontMatterSchema>
export type Facts = z.infer<typeof factsSchema>
export type WordsShape = z.infer<typeof wordsSchema>
export type Ui = WordsShape['ui']

// What an owner writes: site.ts `as const`, so its ids type the words files' keys.
type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T
export type FactsInput = DeepReadonly<z.input<typeof factsSchema>>

type IdOf<L> = L extends readonly { id: infer I }[] ? I & string : never
type SlugOf<L> = L extends readonly { slug: infer S }[] ? S & string : never
type TagOf<L> = L extends readonly (infer P)[]
  ? P extends { tags: readonly (infer T)[] }
    ? T & string
    : never
  : never
type Keyed<Id extends string, Entry> = { [K in Id]: Entry }
type Entry<List> = NonNullable<List> extends Readonly<Record<string, infer E>> ? E : never

/**
 * The lists of site.ts whose words are keyed by each entry's id, each with the text that names an
 * entry: a language that sets it to '' leaves the entry out there. Projects, keyed by slug, are in
 * every language.
 */
export const KEYED_LISTS = {
  timeline: 'jobtitle',
  skills: 'name',
  services: 'title',
  education: 'school',
  certifications: 'name',
  awards: 'title',
  languages: 'language',
  series: 'title',
} as const satisfies { [L in keyof Facts & keyof WordsShape]?: keyof Entry<WordsShape[L]> }
export type KeyedList = keyof typeof KEYED_LISTS
export const keyedLists = Object.keys(KEYED_LISTS) as KeyedList[]
/** An entry of a keyed list as pages read it: its facts with one language's words. */
export type KeyedEntry<L extends KeyedList> = NonNullable<Facts[L]>[number] & Entry<WordsShape[L]>

/** A language's words for the facts F, every entry under its id: what the default language writes. */
export type WordsFor<F extends FactsInput> = Omit<WordsShape, KeyedList | 'projects' | 'tags'> & {
  // Optional where the list is (a homomorphic map keeps the `?`).
  [L in keyof Pick<WordsShape, KeyedList>]: Keyed<IdOf<F[L]>, Entry<WordsShape[L]>>
} & {
  projects: Keyed<SlugOf<F['projects']>, Entry<WordsShape['projects']>>
} & ([TagOf<F['projects']>] extends [never]
    ? { tags?: Readonly<Record<string, string>> }
    : // Posts may use tags of their own.
      { tags: Keyed<TagOf<F['projects']>, string> & Readonly<Record<string, string>> })

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T
/** Another language's words: any text left out falls back to the default language's. */
export type TranslationFor<F extends FactsInput> = DeepPartial<WordsFor<F>>

// The content as pages read it, one language's words merged onto the facts (site-content/assemble-site.ts).
export type Project = Omit<Facts['projects'][number], 'tags'> & {
  /** Its tags' ids, in the order site.ts gives them. */
  tags: readonly string[]
} & Entry<WordsShape['projects']>
export type TimelineEntry = KeyedEntry<'timeline'>
export type Skill = KeyedEntry<'skills'>
export type Service = KeyedEntry<'services'>
export type SocialLinks = Facts['social']
export type Analytics = NonNullable<Facts['analytics']>
export type Comments = NonNullable<Facts['comments']>
export type Newsletter = NonNullable<Facts['newsletter']>
export type { Theme }

/** One language's site: each keyed list in full, whether site.ts has it or not. */
export type Site = { [L in KeyedList]: readonly KeyedEntry<L>[] } & {
  identity: Facts['identity'] & WordsShape['identity']
  home: Facts['home'] & WordsShape['home']
  about: WordsShape['about']
  resume: WordsShape['resume'] & { projectSlugs?: readonly string[] }
  portfolio: WordsShape['portfolio']
  projects: readonly Project[]
  /** The label of each tag, by its id, in the order of the default language's `tags`. */
  tags: Readonly<Record<string, string>>
  blog?: WordsShape['blog']
  /** The texts of the owner's own pages, by the page's file name. */
  pages: NonNullable<WordsShape['pages']>
  contact: Facts['contact'] & WordsShape['contact']
  social: SocialLinks
  analytics: Analytics
  comments: Comments
  newsletter: Newsletter
  theme: Theme
}
/** A project as the grid and its dialog show it; its cover comes by its slug. */
export type ProjectSummary = Pick<
  Project,
  'slug' | 'title' | 'description' | 'additionalInfo' | 'link' | 'tags'
>
/** A project's case study: each part may be left out. */
export type CaseStudy = Pick<
  Project,
  'problem' | 'role' | 'team' | 'work' | 'outcome' | 'start' | 'end'
>

/** Whether a project gives any part of a case study. */
export const hasCaseStudy = ({ problem, role, team, work, outcome, start }: CaseStudy) =>
  Boolean(problem || role || team || work || outcome || start)
