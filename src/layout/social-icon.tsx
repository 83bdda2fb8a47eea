import { socialNetworks, type SocialNetwork } from '../content-model/social-networks.ts'

type SocialIconProps = { network: SocialNetwork }

export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={socialNetworks[network].icon} fill="currentColor" fillRule="evenodd" />
    </svg>
  )
}
