import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { artistLinks } from '@/components/site/artist-card'
import { JsonLd } from '@/components/site/json-ld'
import { MediaImage } from '@/components/site/media-image'
import { buttonClass } from '@/components/site/section'
import { safeExternalUrl, SocialIcons } from '@/components/site/social-icons'
import { ARTIST_META_DESCRIPTION_LENGTH } from '@/lib/constants'
import { mediaUrl } from '@/lib/media'
import { pageMetadata, truncate } from '@/lib/seo'
import { artistPath } from '@/lib/slug'
import { artistJsonLd } from '@/lib/structured-data'
import { getPublicArtist } from '@/server/public-data'

type Props = { searchParams: Promise<{ id?: string | string[] }> }

/** The artist is chosen by the id query parameter, never by the slug (SPEC §2). */
function parseArtistId(raw: string | string[] | undefined): number | null | 'missing' {
  const value = Array.isArray(raw) ? raw[0] : raw
  if (!value) return 'missing'
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null
}

async function loadArtist(searchParams: Props['searchParams']) {
  const id = parseArtistId((await searchParams).id)
  if (id === 'missing') return 'missing' as const
  return id === null ? null : getPublicArtist(id)
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const artist = await loadArtist(searchParams)
  if (artist === 'missing' || !artist) return { title: 'Artist', robots: { index: false } }
  return pageMetadata({
    title: artist.genre ? `${artist.name} (${artist.genre})` : artist.name,
    description: truncate(artist.bio, ARTIST_META_DESCRIPTION_LENGTH),
    path: artistPath(artist),
    image: artist.profilePhoto ? mediaUrl(artist.profilePhoto) : null,
  })
}

export default async function ArtistPage({ searchParams }: Props) {
  const artist = await loadArtist(searchParams)
  if (artist === 'missing') {
    return (
      <div role="alert" className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-2xl font-black">Artist ID is required</h1>
        <Link href="/artists" className={`${buttonClass.outline} mt-8`}>
          ← Back to all artists
        </Link>
      </div>
    )
  }
  if (!artist) notFound()

  const portfolio = safeExternalUrl(artist.portfolio)
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <JsonLd data={artistJsonLd(artist)} />
      <Link href="/artists" className="text-sm font-semibold text-accent hover:underline">
        ← Back to all artists
      </Link>
      <div className="mt-8 grid gap-10 md:grid-cols-[2fr_3fr]">
        <div className="relative aspect-square overflow-hidden rounded-2xl border border-line">
          <MediaImage
            filename={artist.profilePhoto}
            alt={artist.name}
            sizes="(min-width: 768px) 40vw, 100vw"
            priority
            fallback={artist.name.charAt(0).toUpperCase()}
          />
        </div>
        <div className="flex flex-col gap-5">
          <div>
            <h1 className="font-display text-4xl font-black">{artist.name}</h1>
            {artist.genre && <p className="mt-2 text-lg font-semibold text-accent">{artist.genre}</p>}
          </div>
          <p className="whitespace-pre-line text-zinc-200">{artist.bio}</p>
          <SocialIcons links={artistLinks(artist)} owner={artist.name} size={26} />
          {portfolio && (
            <div>
              <a href={portfolio} target="_blank" rel="noopener noreferrer" className={buttonClass.primary}>
                View Portfolio
              </a>
            </div>
          )}
        </div>
      </div>
    </article>
  )
}
