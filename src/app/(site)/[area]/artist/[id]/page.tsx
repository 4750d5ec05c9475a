import type { Metadata } from 'next'
import Link from '@/components/site/link'
import { notFound } from 'next/navigation'

import { artistLinks } from '@/components/site/artist-card'
import { JsonLd } from '@/components/site/json-ld'
import { MediaImage } from '@/components/site/media-image'
import { pageLocale } from '@/components/site/page-locale'
import { buttonClass } from '@/components/site/section'
import { safeExternalUrl, SocialIcons } from '@/components/site/social-icons'
import { ARTIST_META_DESCRIPTION_LENGTH, INT32_MAX } from '@/lib/constants'
import { messagesFor } from '@/lib/i18n'
import { mediaUrl } from '@/lib/media'
import { pageMetadata, truncate } from '@/lib/seo'
import { artistPath } from '@/lib/slug'
import { artistJsonLd } from '@/lib/structured-data'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { getPublicArtist } from '@/server/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; id: string }> }

/** The artist is chosen by the id query parameter, never by the slug (SPEC §2; next.config.ts). */
async function loadArtist(params: Props['params']) {
  const [locale, { id }] = await Promise.all([pageLocale(params), params])
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= INT32_MAX ? getPublicArtist(locale, Number(id)) : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [locale, artist] = await Promise.all([pageLocale(params), loadArtist(params)])
  if (!artist) return { title: messagesFor(locale).artist.metaTitle, robots: { index: false } }
  return pageMetadata({
    locale,
    title: artist.genre ? `${artist.name} (${artist.genre})` : artist.name,
    description: truncate(artist.bio, ARTIST_META_DESCRIPTION_LENGTH),
    path: artistPath(artist),
    image: artist.profilePhoto ? mediaUrl(artist.profilePhoto) : null,
  })
}

export default async function ArtistPage({ params }: Props) {
  const [locale, artist] = await Promise.all([pageLocale(params), loadArtist(params)])
  if (!artist) notFound()
  const t = messagesFor(locale).artist

  const portfolio = safeExternalUrl(artist.portfolio)
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <JsonLd data={artistJsonLd(artist, locale)} />
      <Link href="/artists" locale={locale} className="text-sm font-semibold text-accent hover:underline">
        {t.back}
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
          <SocialIcons links={artistLinks(artist)} owner={artist.name} locale={locale} size={26} />
          {portfolio && (
            <div>
              <a href={portfolio} target="_blank" rel="noopener noreferrer" className={buttonClass.primary}>
                {t.viewPortfolio}
              </a>
            </div>
          )}
        </div>
      </div>
    </article>
  )
}
