import { siFacebook, siInstagram, siSoundcloud, siSpotify, siTiktok, siX, siYoutube } from 'simple-icons'

const ICONS = {
  instagram: { icon: siInstagram, label: 'Instagram' },
  youtube: { icon: siYoutube, label: 'YouTube' },
  facebook: { icon: siFacebook, label: 'Facebook' },
  twitter: { icon: siX, label: 'X (Twitter)' },
  spotify: { icon: siSpotify, label: 'Spotify' },
  soundcloud: { icon: siSoundcloud, label: 'SoundCloud' },
  tiktok: { icon: siTiktok, label: 'TikTok' },
} as const

export type SocialNetwork = keyof typeof ICONS
export const ARTIST_NETWORKS: SocialNetwork[] = ['instagram', 'youtube', 'facebook', 'twitter', 'spotify', 'soundcloud']

/** Only web links are ever rendered as hrefs (content could hold `javascript:` text). */
export function safeExternalUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

type Props = {
  links: Partial<Record<SocialNetwork, string | null | undefined>>
  networks?: SocialNetwork[]
  /** Whose links these are, for the accessible names ("Sajjan on Instagram"). */
  owner: string
  size?: number
}

/** Icon links that open the network in a new tab; networks without a valid URL are left out. */
export function SocialIcons({ links, networks = ARTIST_NETWORKS, owner, size = 20 }: Props) {
  const items = networks.flatMap((network) => {
    const href = safeExternalUrl(links[network])
    return href ? [{ network, href }] : []
  })
  if (items.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-3">
      {items.map(({ network, href }) => {
        const { icon, label } = ICONS[network]
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${owner} on ${label}`}
              className="inline-flex rounded-full p-1 text-muted transition-colors hover:text-accent"
            >
              <svg role="img" aria-hidden="true" width={size} height={size} viewBox="0 0 24 24" fill="currentColor">
                <path d={icon.path} />
              </svg>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
