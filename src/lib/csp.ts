// The form provider: the only host the page may talk to or post a form to.
export const FORM_ORIGIN = 'https://formspree.io'

type PolicyInput = {
  // Sources such as 'sha256-…' for each inline script the page carries (the theme script).
  scriptHashes: readonly string[]
  formOrigin?: string
}

// Delivered in a <meta http-equiv>, because static hosts cannot send headers. Meta policies ignore
// frame-ancestors, report-uri and sandbox, so those are left out rather than silently dropped.
export function contentSecurityPolicy({ scriptHashes, formOrigin = FORM_ORIGIN }: PolicyInput) {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': [formOrigin],
    'form-action': [formOrigin],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
}
