import type { Site } from '../content-model/schema.ts'
import { isOnHosts, socialNetworks } from '../content-model/social-networks.ts'
import type { Repository } from '../lib/github.ts'
import type { Post } from '../site-content/posts.ts'
import { postPath, projectPath } from '../routing/route-path.ts'
import { postShareImage, projectShareImage, SHARE_IMAGE } from '../theme/share-image.ts'

export type Head = {
  title: string
  canonical: string
  /** Meta tags by name; Open Graph's ('og:…', 'article:…') are written with `property` instead. */
  meta: Record<string, string>
  /** The same page in every language, `x-default` last: `<link rel="alternate" hreflang>`. */
  alternates: readonly Alternate[]
  jsonLd?: Record<string, unknown>
}

export type Alternate = { hreflang: string; href: string }

export const isOpenGraph = (name: string) => /^(og|article):/.test(name)

/** What a page says about itself (each file in pages/ exports it as `head`). */
export type PageText = {
  title: string
  description: string
  /** A link preview picture of the page's own; else the site's. */
  shareImage?: { file: string; alt: string }
  /** A post's dates (YYYY-MM-DD): link previews show it as an article, published then. */
  article?: { published: string; modified?: string }
  /** What search engines read the page is about, as JSON-LD (Home's, a post's, a project's). */
  structuredData?: Record<string, unknown>
}

type HeadInput = {
  path: string
  text: PageText
  owner: { fullName: string; tagline: string; twitter?: string }
  // Turns a site path into the published address (LanguageContent.url: routing/base.ts languageUrl).
  url: (path: string) => string
  /** The page's address in each language, the default first (base.ts languageUrl). */
  translations?: readonly { code: string; url: string }[]
  // The home screen shown at an unknown path: kept out of search results, pointing at Home.
  notFound?: boolean
}

const handleOf = (profile: string | undefined) => {
  if (!profile) return undefined
  const url = new URL(profile)
  const handle = url.pathname.split('/')[1]
  return isOnHosts(url, socialNetworks.twitter.address.hosts) && handle ? `@${handle}` : undefined
}

// What a search engine or link preview reads about a page that differs from page to page: a page
// swap puts the new page's in place of the old (browser/navigation.ts).
export function pageHead({
  path,
  text,
  owner,
  url,
  translations = [],
  notFound = false,
}: HeadInput): Head {
  const { title, description, article } = text
  const canonical = url(notFound ? '/' : path)
  const share = text.shareImage ?? {
    file: SHARE_IMAGE.file,
    alt: `${owner.fullName}: ${owner.tagline}`,
  }
  const image = url(share.file)
  const meta: Record<string, string> = {
    description,
    ...(notFound && { robots: 'noindex' }),
    'og:type': article ? 'article' : 'website',
    ...(article && { 'article:published_time': article.published }),
    ...(article?.modified && { 'article:modified_time': article.modified }),
    'og:title': title,
    'og:description': description,
    'og:url': canonical,
    'og:image': image,
    'og:image:alt': share.alt,
    'twitter:title': title,
    'twitter:description': description,
    'twitter:image': image,
    'twitter:image:alt': share.alt,
  }
  const alternates = notFound ? [] : alternatesOf(translations)
  return { title, canonical, meta, alternates, jsonLd: notFound ? undefined : text.structuredData }
}

/**
 * Search engines want every language's address on every language's page (its head, and the
 * sitemap), and the default's again as x-default: the one for visitors whose language the site
 * does not speak.
 */
export function alternatesOf(translations: NonNullable<HeadInput['translations']>): Alternate[] {
  if (translations.length < 2) return []
  const links = translations.map(({ code, url }) => ({ hreflang: code, href: url }))
  return [...links, { hreflang: 'x-default', href: translations[0]?.url ?? '' }]
}

/** The tags that are the same on every page, written once into each prerendered head. */
export function siteMeta(owner: HeadInput['owner']): Record<string, string> {
  const creator = handleOf(owner.twitter)
  return {
    'og:site_name': owner.fullName,
    'og:image:type': 'image/jpeg',
    'og:image:width': String(SHARE_IMAGE.width),
    'og:image:height': String(SHARE_IMAGE.height),
    'twitter:card': 'summary_large_image',
    ...(creator && { 'twitter:creator': creator }),
  }
}

// What JSON-LD reads of the site: its owner, what the résumé says of them, and the tags' labels.
type OwnerSite = Pick<
  Site,
  'identity' | 'home' | 'social' | 'tags' | 'skills' | 'education' | 'certifications'
>
type Url = (path: string) => string

const person = ({ identity, home, social }: OwnerSite, url: Url) => ({
  '@type': 'Person',
  name: identity.fullName,
  jobTitle: home.roles,
  description: identity.tagline,
  email: identity.email,
  url: url('/'),
  sameAs: Object.values(social).filter(Boolean),
})

/** JSON-LD for Home: the owner as a schema.org Person, with the photo it shows (as built). */
export const personData = (site: OwnerSite, url: Url, photo: string) => ({
  '@context': 'https://schema.org',
  ...person(site, url),
  image: new URL(photo, url('/')).href,
})

// A list only when it has entries.
const listed = <T>(name: string, list: readonly T[]) => (list.length > 0 ? { [name]: list } : {})

/**
 * JSON-LD for the résumé: a ProfilePage of the owner, with what it shows of them: where they
 * live, what they know, where they studied and what they hold.
 */
export function profileData(site: OwnerSite, url: Url, path: string) {
  const { identity, skills, education, certifications } = site
  const schools = [...new Set(education.map(({ school }) => school))]
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: url(path),
    mainEntity: {
      ...person(site, url),
      ...(identity.location && { homeLocation: { '@type': 'Place', name: identity.location } }),
      ...listed(
        'knowsAbout',
        skills.map(({ name }) => name),
      ),
      ...listed(
        'alumniOf',
        schools.map((name) => ({ '@type': 'EducationalOrganization', name })),
      ),
      ...listed(
        'hasCredential',
        certifications.map(({ name, issuer, date, url: address }) => ({
          '@type': 'EducationalOccupationalCredential',
          credentialCategory: 'certification',
          name,
          recognizedBy: { '@type': 'Organization', name: issuer },
          dateCreated: date,
          ...(address && { url: address }),
        })),
      ),
    },
  }
}

/** JSON-LD for a post's page: a BlogPosting by the owner. */
export function postingData(post: Post, site: OwnerSite, url: Url) {
  const address = url(postPath(post.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: post.language,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    keywords: post.tags.map((id) => site.tags[id] ?? id),
    url: address,
    mainEntityOfPage: address,
    image: url(postShareImage(post.slug)),
    author: person(site, url),
  }
}

/**
 * JSON-LD for a project's page: a CreativeWork by the owner, or with its GitHub repository a
 * SoftwareSourceCode.
 */
export function projectData(
  project: Site['projects'][number],
  site: OwnerSite,
  url: Url,
  repository?: Repository,
) {
  return {
    '@context': 'https://schema.org',
    '@type': repository ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    headline: project.title,
    abstract: project.description,
    description: project.details,
    keywords: project.additionalInfo,
    url: url(projectPath(project.slug)),
    sameAs: project.link,
    image: url(projectShareImage(project.slug)),
    author: person(site, url),
    ...(repository && sourceCode(repository)),
  }
}

function sourceCode({ name, numbers }: Repository) {
  const languages = Object.keys(numbers.languages)
  return {
    codeRepository: `https://github.com/${name}`,
    programmingLanguage: languages.length > 0 ? languages : (numbers.language ?? undefined),
    dateModified: numbers.pushedAt,
    ...(numbers.license && { license: `https://spdx.org/licenses/${numbers.license}` }),
  }
}

// JSON inside <script> ends at the first "</script": escaping every '<' keeps a content string from
// closing the element or starting markup, and JSON.parse still reads the same value.
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
