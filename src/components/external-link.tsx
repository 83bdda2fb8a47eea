import type { ReactNode } from 'react'
import type { SiteEvent } from '../lib/events.ts'
import styles from './external-link.module.css'

type ExternalLinkProps = {
  href: string
  children: ReactNode
  /** Said to screen readers after the text, e.g. which project 'View Project' is about. */
  context?: string
  className?: string
  /** Said after the text: the words' `opensInNewTab`. */
  newTab: string
  /** What the analytics count a click as. */
  event?: SiteEvent
}

// Opens in a new tab without giving the other site a handle on this one.
export function ExternalLink({
  href,
  children,
  newTab,
  context,
  className,
  event,
}: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-event={event}
    >
      {children}
      {/* Search shows what the page shows: this is for screen readers alone. */}
      <span className="visually-hidden" data-pagefind-ignore="">
        {context ? ` — ${context}` : ''} {newTab}
      </span>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M5 11 11 5M6 5h5v5" />
      </svg>
    </a>
  )
}
