// What the analytics script counts (document/analytics.ts adds it to the pages when site.ts chooses a
// provider), by the names each provider's dashboard shows: a click on a link marked with
// `data-event`, or an event the app tells. Without a provider they reach nobody and cost nothing.
export type SiteEvent = 'resume-pdf' | 'contact-sent' | 'project-link'

/** The DOM event by which the app says something happened that a link's click cannot show. */
export const EVENT_TYPE = 'site-event'

/** Tells the analytics script, when the site has one, that something happened (else nothing). */
export const tell = (event: SiteEvent) =>
  dispatchEvent(new CustomEvent(EVENT_TYPE, { detail: event }))
