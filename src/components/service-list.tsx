import { useContent } from '../site-content/language-content.ts'
import type { Service } from '../content-model/schema.ts'
import { languageOf } from '../lib/fallback.ts'
import { longWord } from '../lib/long-words.ts'
import { twoDigits } from '../lib/numbers.ts'
import styles from './about-sections.module.css'
import { Section } from './section.tsx'

type ServiceListProps = { services: readonly Service[]; heading: string }

export function ServiceList({ services, heading }: ServiceListProps) {
  const { language, fallback } = useContent()
  if (services.length === 0) return null
  return (
    <Section id="services-h" heading={heading}>
      <ul className={styles.services}>
        {services.map(({ title, description }, i) => (
          <li key={title} className={styles.service}>
            <span className={styles.serviceNumber} aria-hidden="true">
              {twoDigits(i + 1, language.code)}
            </span>
            <h3
              className={styles.serviceTitle}
              data-long-word={longWord(title)}
              {...languageOf(title, fallback)}
            >
              {title}
            </h3>
            <p {...languageOf(description, fallback)}>{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
