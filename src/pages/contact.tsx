import { ContactForm } from '../components/contact-form.tsx'
import { site, ui } from '../content-model/language.ts'
import { fullName } from '../content-model/parts/frame.ts'
import { fill } from '../lib/fill.ts'
import type { PageModule } from '../page-loader.tsx'
import { formspreeUrl } from '../lib/send-message.ts'
import page from './page.module.css'
import styles from './contact.module.css'

// What the page reads of the content: the browser build inlines it, so the page ships these words only.
export const content = {
  contact: site.contact,
  email: site.identity.email,
  text: { ...ui.contact, title: ui.titles.contact },
}
const { contact, email, text: contactText } = content

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
        <ContactForm
          action={formspreeUrl(contact.formId)}
          draftKey="contact-draft"
          text={contactText}
        />
      </div>
    </article>
  )
}
