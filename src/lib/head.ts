import type { Project, Site } from '../content/schema.ts'
import { projectShareImage, SHARE_IMAGE } from './share-image.ts'

export type MetaTag = { name: string; content: string } | { property: string; content: string }

export type Head = {
  title: string
  canonical: string
  meta: readonly MetaTag[]
  jsonLd?: Record<string, unknown>
}

type HeadInput = {
  route: { path: string; title: string; description: string; project?: Project }
  site: Pick<Site, 'identity' | 'home' | 'social'>
  // Turns a site path into the published address (lib/base.ts absoluteUrl).
  url: (path: string) => string
  // The home screen shown at an unknown path: kept out of search results, pointing at Home.
  notFound?: boolean
}

const handleOf = (profile: string | undefined) => {
  if (!profile) return undefined
  const { hostname, pathname } = new URL(profile)
  const handle = pathname.split('/')[1]
  return /^(www\.)?(x|twitter)\.com$/.test(hostname) && handle ? `@${handle}` : undefined
}

// Everything a search engine or link preview reads about a page, from the route and the content.
export function pageHead({ route, site, url, notFound = false }: HeadInput): Head {
  const { fullName, tagline, email } = site.identity
  const canonical = url(notFound ? '/' : route.path)
  const { project } = route
  const image = url(project ? projectShareImage(project.slug) : SHARE_IMAGE.file)
  const imageAlt = project ? `${project.title}: ${project.description}` : `${fullName}: ${tagline}`
  const creator = handleOf(site.social.twitter)
  const meta: MetaTag[] = [
    { name: 'description', content: route.description },
    ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: fullName },
    { property: 'og:title', content: route.title },
    { property: 'og:description', content: route.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(SHARE_IMAGE.width) },
    { property: 'og:image:height', content: String(SHARE_IMAGE.height) },
    { property: 'og:image:alt', content: imageAlt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: route.title },
    { name: 'twitter:description', content: route.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: imageAlt },
    ...(creator ? [{ name: 'twitter:creator', content: creator }] : []),
  ]
  const person = {
    '@type': 'Person',
    name: fullName,
    jobTitle: site.home.roles,
    description: tagline,
    email,
    url: url('/'),
    sameAs: Object.values(site.social).filter(Boolean),
  }
  const head = { title: route.title, canonical, meta }
  if (notFound) return head
  if (project) {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: project.title,
      headline: project.title,
      abstract: project.description,
      description: project.details,
      keywords: project.additionalInfo,
      url: canonical,
      sameAs: project.link,
      image,
      author: person,
    }
    return { ...head, jsonLd }
  }
  return route.path === '/'
    ? { ...head, jsonLd: { '@context': 'https://schema.org', ...person } }
    : head
}

// JSON inside <script> ends at the first "</script": escaping every '<' keeps a content string from
// closing the element or starting markup, and JSON.parse still reads the same value.
export const jsonForScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
