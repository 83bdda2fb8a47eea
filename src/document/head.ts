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
  return { title, canonical, meta, alternates }
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
    'og:image:type': 'image/png',
    'og:image:width': String(SHARE_IMAGE.width),
    'og:image:height': String(SHARE_IMAGE.height),
    'twitter:card': 'summary_large_image',
    ...(creator && { 'twitter:creator': creator }),
  }
}

/**
 * JSON-LD for a page: the owner as a Person on Home; on a project's page a CreativeWork, or with a
 * GitHub repository (by the project's slug in `repositories`) a SoftwareSourceCode; a BlogPosting
 * by the same Person on a post's.
 */
export function structuredData(
  path: string,
  site: Pick<Site, 'identity' | 'home' | 'social' | 'projects' | 'tags'>,
  url: (path: string) => string,
  {
    posts = [],
    repositories = {},
  }: { posts?: readonly Post[]; repositories?: Readonly<Record<string, Repository>> } = {},
): Record<string, unknown> | undefined {
  const { fullName, tagline, email } = site.identity
  const person = {
    '@type': 'Person',
    name: fullName,
    jobTitle: site.home.roles,
    description: tagline,
    email,
    url: url('/'),
    sameAs: Object.values(site.social).filter(Boolean),
  }
  if (path === '/') return { '@context': 'https://schema.org', ...person }
  const post = posts.find((candidate) => path === postPath(candidate.slug))
  if (post)
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      inLanguage: post.language,
      datePublished: post.date,
      dateModified: post.updated ?? post.date,
      keywords: post.tags.map((id) => site.tags[id] ?? id),
      url: url(path),
      mainEntityOfPage: url(path),
      image: url(postShareImage(post.slug)),
      author: person,
    }
  const project = site.projects.find((candidate) => path === projectPath(candidate.slug))
  if (!project) return undefined
  const repository = repositories[project.slug]
  return {
    '@context': 'https://schema.org',
    '@type': repository ? 'SoftwareSourceCode' : 'CreativeWork',
    name: project.title,
    headline: project.title,
    abstract: project.description,
    description: project.details,
    keywords: project.additionalInfo,
    url: url(path),
    sameAs: project.link,
    image: url(projectShareImage(project.slug)),
    author: person,
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
