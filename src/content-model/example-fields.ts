import { PLACEHOLDER } from './placeholders.ts'

// What `npm run doctor` looks for: the fields whose shipped values identify the example owner,
// each with a hint how to replace it. The rule: flag who the example owner is (names, tagline,
// intros, the photo's alt text and every page description, which names them), how to reach them
// (email, social and project links, form id, site address), what they did (employers,
// achievements, headline, location, education, certifications, languages) and every shipped
// picture. Leave the copy every owner may share (headings, the three role titles, skills, services, job
// titles, the projects' titles and texts): an owner may keep those word for word.
//
// A path names a field of site.ts (`facts`; SITE_ORIGIN is deploy.ts's), of every words file
// (`words`) or of every post (`posts`: `post` is its title and its whole text); `*` is every entry of a list or every id, and a path without `*` on a list compares
// the whole list. The shipped values are kept as hashes in example-fingerprint.json: after
// changing the example itself, rewrite that file with `node scripts/doctor.mjs --record-example`.
export const EXAMPLE_FIELDS = {
  facts: {
    'identity.shortName': 'put your name here',
    'identity.fullName': 'put your full name here',
    'identity.email': 'put your own address here',
    'home.photo': 'replace the file with your own photo',
    'projects[*].img': 'replace the file with a picture of your own project',
    'projects[*].link': 'link your own project',
    'certifications[*].url': 'link your own certificate, or remove the entry',
    'contact.formId': 'create a form on formspree.io and put its id here',
    'social.*': 'link your own profile, or remove the link',
    SITE_ORIGIN:
      "put your site's address in src/content/deploy.ts (the deploy workflow takes it from GitHub Pages)",
  },
  words: {
    'identity.tagline': 'say in one line what you do',
    'identity.headline': 'write your own résumé headline, or remove it',
    'identity.location': 'say where you are, or remove it',
    'home.intro': 'introduce yourself',
    'home.photoAlt': 'describe your photo',
    'home.description': 'describe your site in your own words (search engines show it)',
    'about.intro': 'tell your own story',
    'about.description': 'describe the page in your own words (search engines show it)',
    'timeline.*.where': 'put where you worked',
    'timeline.*.achievements[*]': 'write what you achieved there, or remove it',
    'education.*': 'list your own education, or remove the entry',
    'certifications.*': 'list your own certifications, or remove the entry',
    // Only the whole list: an owner may well speak English fluently too.
    languages: 'list the languages you speak, or remove the list',
    'resume.description': 'describe your résumé in your own words (search engines show it)',
    'portfolio.description': 'describe the page in your own words (search engines show it)',
    'contact.description': 'describe the page in your own words (search engines show it)',
    'blog.description': 'describe your blog in your own words (search engines show it)',
  },
  // Each post file (posts/*.mdx), its title and its text as a whole.
  posts: {
    post: "write your own posts, or delete the example's (the blog disappears without posts)",
  },
} as const satisfies Record<ContentKind, Record<string, string>>

export type ContentKind = 'facts' | 'words' | 'posts'
type Placeholder = { value: string; hint: string }

/** Fields that name a picture in images/: the doctor compares the file's bytes, not its name. */
export const PICTURE_FIELDS: readonly string[] = ['home.photo', 'projects[*].img']

/**
 * The example's headings misspelt on purpose, as on the site it shows, in each words file that
 * holds one: the doctor names each still there, and init spells it right.
 */
export const MISSPELT: readonly { pattern: string; misspelt: string; right: string }[] = [
  { pattern: 'ui.about.timeline', misspelt: 'Work Timline', right: 'Work Timeline' },
  { pattern: 'ui.about.services', misspelt: 'services', right: 'Services' },
  { pattern: 'ui.about.services', misspelt: 'palvelut', right: 'Palvelut' },
]

/**
 * Values init and the README write as stand-ins, each to be replaced wherever it now sits: init's
 * placeholder entries (content-model/placeholders.ts) and the README's analytics and newsletter
 * examples.
 */
export const PLACEHOLDERS = {
  facts: {
    'analytics.siteId': {
      value: 'your-site-id',
      hint: "put the site id your analytics provider gives you here, or set provider: 'none'",
    },
    'newsletter.username': {
      value: 'your-username',
      hint: "put your Buttondown username here, or set provider: 'none'",
    },
    ...entryPlaceholders(),
  },
  words: {
    'home.intro': { value: PLACEHOLDER.words.home.intro, hint: 'introduce yourself' },
    'about.intro': { value: PLACEHOLDER.words.about.intro, hint: 'tell your own story' },
    ...entryWordPlaceholders(),
  },
  posts: {
    'post.title': {
      value: PLACEHOLDER.post.title,
      hint: 'write your first post here, or delete the file (the blog disappears without posts)',
    },
    body: { value: PLACEHOLDER.post.body, hint: 'write your post in its place' },
  },
} satisfies Record<ContentKind, Readonly<Record<string, Placeholder>>>

function entryPlaceholders() {
  const { timeline, skills, services, projects } = PLACEHOLDER.facts
  const entry = (value: string, what: string) => ({
    value,
    hint: `put your own ${what} in its place, its words under the same id in words/<code>.ts`,
  })
  return {
    'timeline[*].id': entry(timeline.id, 'job'),
    'skills[*].id': entry(skills.id, 'skill'),
    'services[*].id': entry(services.id, 'service'),
    'projects[*].slug': entry(projects.slug, 'project (its cover in images/projects/)'),
    'projects[*].img': {
      value: projects.img,
      hint: 'put a picture of your project in images/projects/ and name it here',
    },
    'projects[*].link': { value: projects.link, hint: 'link your project, or leave link out' },
  }
}

// The words of init's placeholder entries, wherever an owner moved them: under an id of their
// own, say. Not the job's dates, which may well be an owner's own.
function entryWordPlaceholders() {
  const { timeline, skills, services, projects } = PLACEHOLDER.words
  return Object.fromEntries(
    Object.entries({ timeline, skills, services, projects }).flatMap(([list, words]) =>
      Object.entries(words)
        .filter(([field]) => field !== 'date')
        .map(([field, value]) => [
          `${list}.*.${field}`,
          { value, hint: 'write your own in its place' },
        ]),
    ),
  )
}

/**
 * Fields whose shipped values the doctor lets stay, recorded too (example-fingerprint.json's
 * `copy`) so that init knows them for the example's: it replaces them without asking.
 */
export const EXAMPLE_COPY = {
  facts: {
    'timeline[*].id': 'a job of the example',
    'skills[*].id': 'a skill of the example',
    'services[*].id': 'a service of the example',
    'projects[*].slug': 'a project of the example',
    'education[*].id': 'a school of the example',
    'certifications[*].id': 'a certificate of the example',
    'languages[*].id': 'a language the example speaks',
    'series[*].id': 'a series of the example',
  },
  words: { 'home.roles': "the example's three role titles" },
  posts: {},
} as const satisfies Record<ContentKind, Record<string, string>>
