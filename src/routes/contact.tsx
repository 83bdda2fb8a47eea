import { ContactForm } from '../components/contact-form.tsx'
import { site } from '../content/site.ts'
import { formspreeUrl } from '../lib/send-message.ts'
import page from './page.module.css'
import styles from './contact.module.css'

const { email } = site.identity

export default function Contact() {
  return (
    <article className={page.page}>
      <h1 className={page.title}>Contact Me</h1>
      <div className={styles.columns}>
        <section className={styles.intro} aria-labelledby="contact-intro">
          <h2 id="contact-intro">Get in touch</h2>
          <p className={styles.line}>
            Feel free to reach out to me via email, or through the contact page on this website.
          </p>
          <a className={styles.email} href={`mailto:${email}`}>
            {email}
          </a>
        </section>
        <ContactForm action={formspreeUrl(site.contact.formId)} draftKey="contact-draft" />
      </div>
    </article>
  )
}
