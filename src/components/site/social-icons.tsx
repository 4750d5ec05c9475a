import { siFacebook, siInstagram, siSoundcloud, siSpotify, siTiktok, siX, siYoutube } from 'simple-icons'

import { fill, type Locale, messagesFor } from '@/lib/i18n'

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

/**
 * Every network's icon as a <symbol> named after the network. Pages point into this file instead
 * of repeating each icon's path (about 2 KB, twice: in the HTML and in the page's data) on every
 * card that links to that network.
 */
export function socialIconSprite(): string {
  const symbols = Object.entries(ICONS).map(([network, { icon }]) => `<symbol id="${network}" viewBox="0 0 24 24"><path d="${icon.path}"/></symbol>`)
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}

/** A short fingerprint of a text (FNV-1a), so that a changed sprite gets a new address. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(36)
}

/**
 * Where the icons are drawn from: one file for every page (src/app/social-icons.svg/route.ts),
 * kept by browsers for a year under an address that changes with its content.
 */
export const SOCIAL_ICON_SPRITE = `/social-icons.svg?v=${fingerprint(socialIconSprite())}`

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
  /** Whose links these are, for the accessible names ("Aarohi Shrestha on Instagram"). */
  owner: string
  locale: Locale
  size?: number
  className?: string
}

/** Icon links that open the network in a new tab; networks without a valid URL are left out. */
export function SocialIcons({ links, networks = ARTIST_NETWORKS, owner, locale, size = 20, className = '' }: Props) {
  const { social } = messagesFor(locale)
  const items = networks.flatMap((network) => {
    const href = safeExternalUrl(links[network])
    return href ? [{ network, href }] : []
  })
  if (items.length === 0) return null
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {items.map(({ network, href }) => {
        const { label } = ICONS[network]
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(social.onNetwork, { owner, network: label })}
              className="inline-flex rounded-full p-1 text-muted transition-colors hover:text-accent"
            >
              <svg aria-hidden="true" width={size} height={size} fill="currentColor">
                <use href={`${SOCIAL_ICON_SPRITE}#${network}`} />
              </svg>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
