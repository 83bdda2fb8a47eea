import { useContent } from '../site-content/language-content.ts'
import { languageOf } from '../lib/fallback.ts'
import { FallbackText } from './fallback-text.tsx'
import type { ContactItem } from '../resume/resume.ts'
import { ExternalLink } from './external-link.tsx'
import buttons from './link-button.module.css'
import styles from './resume-header.module.css'
import type { SiteEvent } from '../lib/events.ts'

type FileLink = {
  href: string
  label: string
  type: string
  download?: string
  /** What the analytics count a click as. */
  event?: SiteEvent
}

type ResumeHeaderProps = {
  name: string
  headline: string
  contact: readonly ContactItem[]
  files: readonly FileLink[]
}

function Contact({ item }: { item: ContactItem }) {
  const { ui, href, fallback } = useContent()
  switch (item.kind) {
    case 'location':
      return <FallbackText text={item.text} fallback={fallback} />
    case 'email':
      return <a href={item.href}>{item.text}</a>
    case 'site':
      return <a href={href('/')}>{item.text}</a>
    case 'profile':
      return (
        <ExternalLink href={item.href} newTab={ui.opensInNewTab}>
          {item.text}
        </ExternalLink>
      )
  }
}

// Who, what and how to reach them; the contact links show their address, so print adds none.
export function ResumeHeader({ name, headline, contact, files }: ResumeHeaderProps) {
  const { fallback } = useContent()
  return (
    <header className={styles.header}>
      <p className={styles.name}>{name}</p>
      <p className={styles.headline} {...languageOf(headline, fallback)}>
        {headline}
      </p>
      <ul className={styles.contact}>
        {contact.map((item) => (
          <li key={item.text}>
            <Contact item={item} />
          </li>
        ))}
      </ul>
      {/* Search's excerpt of the page holds its words, not its buttons'. */}
      <ul className={styles.files} data-pagefind-ignore="">
        {files.map(({ label, event, ...link }, i) => (
          <li key={link.href}>
            {/* A file, not a route: a plain link dressed as a LinkButton, the first as the main one. */}
            <a
              {...link}
              data-event={event}
              className={`${buttons.button} ${i === 0 ? buttons.primary : buttons.secondary}`}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </header>
  )
}
