import type { Newsletter, Ui } from '../content-model/schema.ts'
import { newsletterForm } from '../document/newsletter.ts'
import fields from './form-fields.module.css'
import styles from './newsletter-form.module.css'

type NewsletterFormProps = { newsletter: Newsletter; words: Ui['newsletter'] }

/**
 * A plain HTML form that posts the visitor's address straight to the newsletter's provider: it
 * works without JavaScript and ships none. Nothing when site.ts chooses no provider.
 */
export function NewsletterForm({ newsletter, words }: NewsletterFormProps) {
  const form = newsletterForm(newsletter)
  if (!form) return null
  return (
    <section
      className={styles.newsletter}
      aria-labelledby="newsletter-heading"
      data-newsletter=""
      data-pagefind-ignore=""
    >
      <h2 id="newsletter-heading" className={styles.heading}>
        {words.heading}
      </h2>
      <p className={styles.intro}>{words.intro}</p>
      <form className={styles.form} action={form.action} method="post">
        <label htmlFor="newsletter-email" className={fields.label}>
          {words.email}
        </label>
        <div className={styles.row}>
          <input
            id="newsletter-email"
            className={`${fields.control} ${styles.control}`}
            type="email"
            name={form.emailField}
            required
            autoComplete="email"
          />
          <button type="submit" className={`${fields.submit} ${styles.submit}`}>
            {words.subscribe}
          </button>
        </div>
        {Object.entries(form.hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {form.honeypot && (
          // As the provider's embed code has it: off the screen, out of the tab order, hidden from
          // assistive technology, and left empty by people.
          <div className={styles.honeypot} aria-hidden="true">
            <input
              type="text"
              name={form.honeypot}
              tabIndex={-1}
              defaultValue=""
              autoComplete="off"
            />
          </div>
        )}
      </form>
    </section>
  )
}
