import Link from '@/components/site/link'
import { FramedImage } from '@/components/site/media-image'
import { buttonClass } from '@/components/site/section'
import { type SocialNetwork, SocialIcons } from '@/components/site/social-icons'
import { type Locale, messagesFor } from '@/lib/i18n'
import { artistPath } from '@/lib/slug'
import type { Artist } from '@/payload-types'

/** All link fields an artist has, for the icons of the artist pages (socialLinks and mediaLinks; docs/product.md#artists-page). */
export function artistLinks(artist: Artist): Partial<Record<SocialNetwork, string>> {
  const asRecord = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {})
  return { ...asRecord(artist.mediaLinks), ...asRecord(artist.socialLinks) }
}

/** An artist's photo, filling `frame`; their initial where there is none. */
export function ArtistPhoto({ artist, frame, sizes, priority }: { artist: Artist; frame: string; sizes: string; priority?: boolean }) {
  return (
    <FramedImage
      frame={frame}
      filename={artist.profilePhoto}
      alt={artist.name}
      sizes={sizes}
      fallback={artist.name.charAt(0).toUpperCase()}
      priority={priority}
    />
  )
}

type Props = {
  artist: Artist
  variant: 'home' | 'list'
  /** The card is in the first screenful: its photo loads at once, ahead of other images. */
  priority?: boolean
  locale: Locale
}

export function ArtistCard({ artist, variant, priority, locale }: Props) {
  const { artists } = messagesFor(locale)
  // On the artists page the cards sit right under the page's h1; on the home page under a section's h2.
  const Heading = variant === 'list' ? 'h2' : 'h3'
  const href = variant === 'home' ? `/public/artist?id=${artist.id}` : artistPath(artist)
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-line bg-panel">
      <ArtistPhoto artist={artist} frame="aspect-[4/3]" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={priority} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <Heading className="text-xl font-black">{artist.name}</Heading>
          {artist.genre && <p className="text-sm font-semibold tracking-wide text-accent">{artist.genre}</p>}
        </div>
        <p className="line-clamp-3 text-sm text-muted">{artist.bio}</p>
        {variant === 'list' && <SocialIcons links={artistLinks(artist)} owner={artist.name} locale={locale} />}
        <div className="mt-auto pt-2">
          <Link href={href} locale={locale} className={buttonClass.outline}>
            {variant === 'home' ? artists.viewProfile : artists.viewDetails}
            <span className="sr-only">: {artist.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}
