/** Where a network's profiles live: on its own sites, or, for a network of many servers, on any. */
type ProfileAddress =
  | { hosts: readonly string[] }
  /** A profile's path starts with this on whichever server it lives (https://server/@name). */
  | { pathPrefix: string }

type SocialNetworkRow = {
  /** The network's name wherever it is written; in lowercase, it is `npm run init`'s flag. */
  label: string
  /** Its mark: an SVG path in a 24×24 box. */
  icon: string
  /** What a profile there is: the build and `npm run init` accept nothing else. */
  address: ProfileAddress
  /** Its place among the links of the menu's footer, or false when the menu leaves it out. */
  menu: number | false
  /** Whether the résumé's contact lines link it. */
  resume: boolean
}

// Every network a site can link (site.ts `social`, by these keys), in the side rail's order: a
// network is its row here, which the schema, the rail, the menu, the résumé and init all read.
// Marks: Simple Icons, CC0; LinkedIn drawn here.
export const socialNetworks = {
  // Its profiles are on x.com now, and still answer at twitter.com.
  twitter: {
    label: 'Twitter',
    icon: 'M14.234 10.162 22.977 0h-2.072l-7.591 8.824L7.251 0H.258l9.168 13.343L.258 24H2.33l8.016-9.318L16.749 24h6.993zm-2.837 3.299-.929-1.329L3.076 1.56h3.182l5.965 8.532.929 1.329 7.754 11.09h-3.182z',
    address: { hosts: ['x.com', 'twitter.com'] },
    menu: 3,
    resume: false,
  },
  github: {
    label: 'GitHub',
    icon: 'M12 .297c-6.63 0-12 5.373-12 12 0 5.303 3.438 9.8 8.205 11.385.6.113.82-.258.82-.577 0-.285-.01-1.04-.015-2.04-3.338.724-4.042-1.61-4.042-1.61C4.422 18.07 3.633 17.7 3.633 17.7c-1.087-.744.084-.729.084-.729 1.205.084 1.838 1.236 1.838 1.236 1.07 1.835 2.809 1.305 3.495.998.108-.776.417-1.305.76-1.605-2.665-.3-5.466-1.332-5.466-5.93 0-1.31.465-2.38 1.235-3.22-.135-.303-.54-1.523.105-3.176 0 0 1.005-.322 3.3 1.23.96-.267 1.98-.399 3-.405 1.02.006 2.04.138 3 .405 2.28-1.552 3.285-1.23 3.285-1.23.645 1.653.24 2.873.12 3.176.765.84 1.23 1.91 1.23 3.22 0 4.61-2.805 5.625-5.475 5.92.42.36.81 1.096.81 2.22 0 1.606-.015 2.896-.015 3.286 0 .315.21.69.825.57C20.565 22.092 24 17.592 24 12.297c0-6.627-5.373-12-12-12',
    address: { hosts: ['github.com'] },
    menu: 2,
    resume: true,
  },
  facebook: {
    label: 'Facebook',
    icon: 'M9.101 23.691v-7.98H6.627v-3.667h2.474v-1.58c0-4.085 1.848-5.978 5.858-5.978.401 0 .955.042 1.468.103a8.68 8.68 0 0 1 1.141.195v3.325a8.623 8.623 0 0 0-.653-.036 26.805 26.805 0 0 0-.733-.009c-.707 0-1.259.096-1.675.309a1.686 1.686 0 0 0-.679.622c-.258.42-.374.995-.374 1.752v1.297h3.919l-.386 2.103-.287 1.564h-3.246v8.245C19.396 23.238 24 18.179 24 12.044c0-6.627-5.373-12-12-12s-12 5.373-12 12c0 5.628 3.874 10.35 9.101 11.647Z',
    address: { hosts: ['facebook.com'] },
    menu: 1,
    resume: false,
  },
  linkedin: {
    label: 'LinkedIn',
    icon: 'M20.45 2H3.55C2.7 2 2 2.7 2 3.55v16.9C2 21.3 2.7 22 3.55 22h16.9c.85 0 1.55-.7 1.55-1.55V3.55C22 2.7 21.3 2 20.45 2zM5.5 9.5h3v9h-3zM7 4.9a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 1 1 0-3.2zm3.5 4.6h2.9v1.3c.5-.9 1.6-1.5 3-1.5 2.6 0 3.1 1.7 3.1 3.9v5.3h-3v-4.7c0-1.1-.1-2.3-1.5-2.3s-1.6 1-1.6 2.2v4.8h-2.9z',
    address: { hosts: ['linkedin.com'] },
    menu: false,
    resume: true,
  },
  youtube: {
    label: 'YouTube',
    icon: 'M23.498 6.186a3.016 3.016 0 0 0-2.122-2.136C19.505 3.545 12 3.545 12 3.545s-7.505 0-9.377.505A3.017 3.017 0 0 0 .502 6.186C0 8.07 0 12 0 12s0 3.93.502 5.814a3.016 3.016 0 0 0 2.122 2.136c1.871.505 9.376.505 9.376.505s7.505 0 9.377-.505a3.015 3.015 0 0 0 2.122-2.136C24 15.93 24 12 24 12s0-3.93-.502-5.814zM9.545 15.568V8.432L15.818 12l-6.273 3.568z',
    address: { hosts: ['youtube.com'] },
    menu: false,
    resume: false,
  },
  twitch: {
    label: 'Twitch',
    icon: 'M11.571 4.714h1.715v5.143H11.57zm4.715 0H18v5.143h-1.714zM6 0L1.714 4.286v15.428h5.143V24l4.286-4.286h3.428L22.286 12V0zm14.571 11.143l-3.428 3.428h-3.429l-3 3v-3H6.857V1.714h13.714Z',
    address: { hosts: ['twitch.tv'] },
    menu: false,
    resume: false,
  },
  mastodon: {
    label: 'Mastodon',
    icon: 'M23.268 5.313c-.35-2.578-2.617-4.61-5.304-5.004C17.51.242 15.792 0 11.813 0h-.03c-3.98 0-4.835.242-5.288.309C3.882.692 1.496 2.518.917 5.127.64 6.412.61 7.837.661 9.143c.074 1.874.088 3.745.26 5.611.118 1.24.325 2.47.62 3.68.55 2.237 2.777 4.098 4.96 4.857 2.336.792 4.849.923 7.256.38.265-.061.527-.132.786-.213.585-.184 1.27-.39 1.774-.753a.057.057 0 0 0 .023-.043v-1.809a.052.052 0 0 0-.02-.041.053.053 0 0 0-.046-.01 20.282 20.282 0 0 1-4.709.545c-2.73 0-3.463-1.284-3.674-1.818a5.593 5.593 0 0 1-.319-1.433.053.053 0 0 1 .066-.054c1.517.363 3.072.546 4.632.546.376 0 .75 0 1.125-.01 1.57-.044 3.224-.124 4.768-.422.038-.008.077-.015.11-.024 2.435-.464 4.753-1.92 4.989-5.604.008-.145.03-1.52.03-1.67.002-.512.167-3.63-.024-5.545zm-3.748 9.195h-2.561V8.29c0-1.309-.55-1.976-1.67-1.976-1.23 0-1.846.79-1.846 2.35v3.403h-2.546V8.663c0-1.56-.617-2.35-1.848-2.35-1.112 0-1.668.668-1.67 1.977v6.218H4.822V8.102c0-1.31.337-2.35 1.011-3.12.696-.77 1.608-1.164 2.74-1.164 1.311 0 2.302.5 2.962 1.498l.638 1.06.638-1.06c.66-.999 1.65-1.498 2.96-1.498 1.13 0 2.043.395 2.74 1.164.675.77 1.012 1.81 1.012 3.12z',
    // Any server: a Mastodon profile is an address like https://mastodon.social/@aino.
    address: { pathPrefix: '/@' },
    menu: false,
    resume: false,
  },
  bluesky: {
    label: 'Bluesky',
    icon: 'M5.202 2.857C7.954 4.922 10.913 9.11 12 11.358c1.087-2.247 4.046-6.436 6.798-8.501C20.783 1.366 24 .213 24 3.883c0 .732-.42 6.156-.667 7.037-.856 3.061-3.978 3.842-6.755 3.37 4.854.826 6.089 3.562 3.422 6.299-5.065 5.196-7.28-1.304-7.847-2.97-.104-.305-.152-.448-.153-.327 0-.121-.05.022-.153.327-.568 1.666-2.782 8.166-7.847 2.97-2.667-2.737-1.432-5.473 3.422-6.3-2.777.473-5.899-.308-6.755-3.369C.42 10.04 0 4.615 0 3.883c0-3.67 3.217-2.517 5.202-1.026',
    address: { hosts: ['bsky.app'] },
    menu: false,
    resume: false,
  },
} satisfies Record<string, SocialNetworkRow>

export type SocialNetwork = keyof typeof socialNetworks

/** The networks in the side rail's order. */
export const networkKeys = Object.keys(socialNetworks) as SocialNetwork[]

/** The networks the menu's footer links, in its order. */
export const menuNetworks = networkKeys
  .flatMap((network) => {
    const place = socialNetworks[network].menu
    return place === false ? [] : [{ network, place }]
  })
  .sort((a, b) => a.place - b.place)
  .map(({ network }) => network)

/** Whether an address is on one of these sites, or on a subdomain of one (www.x.com is on x.com). */
export const isOnHosts = ({ hostname }: URL, hosts: readonly string[]) =>
  hosts.some((host) => hostname === host || hostname.endsWith(`.${host}`))

/** Why an address is not a profile on a network, or undefined when it is one. */
export function profileProblem(network: SocialNetwork, address: string): string | undefined {
  const url = URL.canParse(address) ? new URL(address) : undefined
  if (url?.protocol !== 'https:') return `"${address}" is not an https address`
  const profile: ProfileAddress = socialNetworks[network].address
  if ('pathPrefix' in profile)
    return url.pathname.startsWith(profile.pathPrefix)
      ? undefined
      : `"${address}" is not a profile (https://server${profile.pathPrefix}name)`
  return isOnHosts(url, profile.hosts)
    ? undefined
    : `"${address}" is not on ${profile.hosts.join(' or ')}`
}
