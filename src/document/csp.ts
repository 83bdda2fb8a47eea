import { createHash } from 'node:crypto'
import type { Sources } from './analytics.ts'
import { FORM_ORIGIN } from '../lib/send-message.ts'
import type { PostSources } from '../site-content/posts.ts'

type PolicyInput = {
  // Sources such as 'sha256-…' for each inline script the page carries (the theme script).
  scriptHashes: readonly string[]
  formOrigin?: string
  /** Whether the page compiles WebAssembly: site search (Pagefind) does, on its page alone. */
  wasm?: boolean
  /** The analytics provider's origins, when site.ts chooses one (document/analytics.ts). */
  analytics?: Sources
  /** The origins of the frames the page may show: comments' (document/comments.ts). */
  frames?: readonly string[]
  /** The newsletter provider's origins, when site.ts chooses one (document/newsletter.ts). */
  newsletter?: readonly string[]
  /** The other sites the page shows pictures, frames or media from (a post's). */
  sources?: PostSources
}

/** The hash of an inline script's text, as a CSP source: 'sha256-…'. */
export const scriptHash = (code: string) =>
  `sha256-${createHash('sha256').update(code).digest('base64')}`

// Delivered in a <meta http-equiv>, because static hosts cannot send headers. Meta policies ignore
// frame-ancestors, report-uri and sandbox, so those are left out rather than silently dropped.
export function contentSecurityPolicy({
  scriptHashes,
  formOrigin = FORM_ORIGIN,
  wasm = false,
  analytics = { script: [], connect: [], img: [] },
  frames = [],
  newsletter = [],
  sources = { img: [], frame: [], media: [] },
}: PolicyInput) {
  const allFrames = [...frames, ...sources.frame]
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes.map((hash) => `'${hash}'`),
      ...analytics.script,
    ],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...analytics.img, ...sources.img],
    ...(sources.media.length > 0 ? { 'media-src': ["'self'", ...sources.media] } : {}),
    'font-src': ["'self'"],
    // 'self': page swaps fetch the next page, search its index, and audits /robots.txt.
    'connect-src': ["'self'", formOrigin, ...analytics.connect],
    ...(allFrames.length > 0 ? { 'frame-src': allFrames } : {}),
    'form-action': [formOrigin, ...newsletter],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
