import { Island } from '../components/island.tsx'
import { site, ui } from '../content-model/language.ts'
import { fill } from '../lib/fill.ts'
import ContactForm from '../islands/contact-form.tsx'
import type { PageModule } from '../routes.ts'
import { formspreeUrl } from '../lib/send-message.ts'
import page from './page.module.css'
import styles from './contact.module.css'

const { contact } = site
const { email, fullName } = site.identity
const contactText = { ...ui.contact, title: ui.titles.contact }

export const route: PageModule['route'] = { path: '/contact', menu: 6 }

export const head: PageModule['head'] = () => ({
  title: fill(contactText.title, { name: fullName }),
  description: contact.description,
})

export default function Contact() {
  return (
    <article className={page.page}>
      <h1 className={page.title}>{contactText.heading}</h1>
      <div className={styles.columns}>
        <section className={styles.intro} aria-labelledby="contact-intro">
          <h2 id="contact-intro">{contactText.introHeading}</h2>
          <p className={styles.line}>{contactText.intro}</p>
          <a className={styles.email} href={`mailto:${email}`}>
            {email}
          </a>
        </section>
        <Island wake="idle">
          <ContactForm
            action={formspreeUrl(contact.formId)}
            draftKey="contact-draft"
            text={ui.contact}
          />
        </Island>
      </div>
    </article>
  )
}
