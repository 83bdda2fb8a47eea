import type { SocialNetwork } from '../content-model/schema.ts'

export const networkLabels: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  github: 'GitHub',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  twitch: 'Twitch',
  mastodon: 'Mastodon',
}
