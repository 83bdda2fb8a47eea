import type { Newsletter } from '../content-model/schema.ts'

// What the newsletter form posts, and where, for the provider site.ts chooses: each as the
// provider's own embed code does it (README, "A newsletter", says where each is documented).

export type NewsletterForm = {
  /** Where the form posts, in the same tab: the visitor ends on the provider's confirmation. */
  action: string
  /** The name the provider reads the visitor's address under. */
  emailField: string
  /** Fields the provider's embed code sends along, each with its fixed value. */
  hidden: Readonly<Record<string, string>>
  /** The provider's honeypot: a text field people never see and bots fill in. */
  honeypot?: string
  /**
   * The origins the form posts to and its answer redirects through: browsers check form-action
   * on each redirect too, so the policy lists them all.
   */
  origins: readonly string[]
}

/** The form for the chosen provider; nothing for 'none'. */
export function newsletterForm(newsletter: Newsletter): NewsletterForm | undefined {
  switch (newsletter.provider) {
    case 'none':
      return undefined
    case 'buttondown':
      // `embed` asks for the answer meant for a visitor coming from a form (a page, not JSON).
      return {
        action: `https://buttondown.com/api/emails/embed-subscribe/${newsletter.username}`,
        emailField: 'email',
        hidden: { embed: '1' },
        origins: ['https://buttondown.com'],
      }
    case 'kit':
      // Its answer redirects to app.kit.com/forms/success (or a spam check on app.kit.com).
      return {
        action: `https://app.kit.com/forms/${newsletter.formId}/subscriptions`,
        emailField: 'email_address',
        hidden: {},
        origins: ['https://app.kit.com'],
      }
    case 'mailchimp': {
      // Its confirmation pages are on the same <dc>.list-manage.com as the action.
      const action = new URL(newsletter.action)
      const { u, id } = Object.fromEntries(action.searchParams)
      return {
        action: action.href,
        emailField: 'EMAIL',
        hidden: {},
        honeypot: `b_${u}_${id}`,
        origins: [action.origin],
      }
    }
  }
}
