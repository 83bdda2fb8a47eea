import type { Service } from '../content/schema.ts'
import styles from './about-sections.module.css'

type ServiceListProps = { services: readonly Service[] }

export function ServiceList({ services }: ServiceListProps) {
  if (services.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="services-h">
      <h2 id="services-h" className={styles.heading}>
        services
      </h2>
      <ul className={styles.services}>
        {services.map(({ title, description }, i) => (
          <li key={title} className={styles.service}>
            <span className={styles.serviceNumber} aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.serviceTitle}>{title}</h3>
            <p>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
