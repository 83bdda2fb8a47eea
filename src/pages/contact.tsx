import { Island } from '../islands/island.tsx'
import { useContent } from '../site-content/language-content.ts'
import { fillTitle } from '../lib/fill.ts'
import ContactForm from '../islands/contact-form.tsx'
import type { PageModule } from './routes.ts'
import { formspreeUrl } from '../lib/send-message.ts'
import { longWord } from '../lib/long-words.ts'
import page from './page.module.css'
import styles from './contact.module.css'

export const route: PageModule['route'] = { path: '/contact' }

export const head: PageModule['head'] = (_, { site, ui }) => ({
  title: fillTitle(ui.titles.contact, { name: site.identity.fullName }),
  description: site.contact.description,
})

export default function Contact() {
  const { site, ui } = useContent()
  const { contact } = site
  const { email } = site.identity
  const contactText = ui.contact
  return (
    <article className={page.page}>
      <h1 className={page.title} data-long-word={longWord(contactText.heading)}>
        {contactText.heading}
      </h1>
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
