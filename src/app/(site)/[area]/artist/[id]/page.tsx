import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { artistLinks, ArtistPhoto } from '@/components/site/cards/artist-card'
import { EventList } from '@/components/site/cards/event-card'
import { JsonLd } from '@/components/site/json-ld'
import Link from '@/components/site/link'
import { pageRecord } from '@/components/site/page-locale'
import { buttonClass } from '@/components/site/section'
import { safeExternalUrl, SocialIcons } from '@/components/site/social-icons'
import { SubscribeMenu } from '@/components/site/subscribe-menu'
import { isTodayOrLaterAtVenue } from '@/lib/calendar/dates'
import { ARTIST_META_DESCRIPTION_LENGTH } from '@/lib/constants'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { mediaUrl } from '@/lib/media'
import { pageMetadata, truncate } from '@/lib/seo'
import { artistPath } from '@/lib/slug'
import { artistJsonLd } from '@/lib/structured-data'
import { getPublicArtist, listArtistEvents, listShownArtists } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; id: string }> }

/** The artist is chosen by the id query parameter, never by the slug (docs/product.md#artist-page; next.config.ts). */
const loadArtist = (params: Props['params']) => pageRecord(params, getPublicArtist)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, record: artist } = await loadArtist(params)
  if (!artist) return { title: messagesFor(locale).artist.metaTitle, robots: { index: false } }
  return pageMetadata({
    locale,
    title: artist.genre ? `${artist.name} (${artist.genre})` : artist.name,
    description: truncate(artist.bio, ARTIST_META_DESCRIPTION_LENGTH),
    path: artistPath(artist),
    image: artist.profilePhoto ? mediaUrl(artist.profilePhoto) : null,
  })
}

/** The artist's shows, to come and past: two cards a row on a wide screen. */
const SHOWS_LAYOUT = 'mt-6 grid gap-6 lg:grid-cols-2'

/** How many of an artist's past shows their page lists, the latest first. */
const RECENT_SHOWS = 4

/**
 * An artist's shows (docs/product.md#artist-page): every event to come whose line-up names them,
 * soonest first, and their latest past ones of the year gone by.
 */
async function showsOf(locale: Locale, artistId: number) {
  const since = new Date(Date.now() - 365 * 86_400_000)
  // To the hour: the cached read's key changes once an hour, not on every render.
  since.setUTCMinutes(0, 0, 0)
  const [events, artists] = await Promise.all([listArtistEvents(locale, artistId, since.toISOString()), listShownArtists()])
  return {
    artists,
    upcoming: events.filter((event) => isTodayOrLaterAtVenue(event)),
    recent: events
      .filter((event) => !isTodayOrLaterAtVenue(event))
      .reverse()
      .slice(0, RECENT_SHOWS),
  }
}

export default async function ArtistPage({ params }: Props) {
  const { locale, record: artist } = await loadArtist(params)
  if (!artist) notFound()
  const t = messagesFor(locale).artist
  const shows = await showsOf(locale, artist.id)

  const portfolio = safeExternalUrl(artist.portfolio)
  return (
    <article className="mx-auto max-w-6xl px-4 py-12">
      <JsonLd data={artistJsonLd(artist, locale)} />
      <Link href="/artists" locale={locale} className="text-sm font-semibold text-accent hover:underline">
        {t.back}
      </Link>
      <div className="mt-8 grid gap-10 md:grid-cols-[2fr_3fr]">
        <ArtistPhoto artist={artist} frame="aspect-square overflow-hidden rounded-2xl border border-line" sizes="(min-width: 768px) 40vw, 100vw" priority />
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
      <section className="mt-14" aria-labelledby="upcoming-shows">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="upcoming-shows" className="text-2xl font-black">
            {t.upcomingShows}
          </h2>
          <SubscribeMenu
            feed={`/artist/${artist.id}/events.ics`}
            alerts={`/alerts?artist=${artist.id}`}
            label={fill(messagesFor(locale).subscribe.artist, { name: artist.name })}
            locale={locale}
          />
        </div>
        {shows.upcoming.length === 0 ? (
          <p className="mt-4 text-muted">{t.noUpcomingShows}</p>
        ) : (
          <EventList events={shows.upcoming} artists={shows.artists} className={SHOWS_LAYOUT} locale={locale} />
        )}
      </section>
      {shows.recent.length > 0 && (
        <section className="mt-14" aria-labelledby="recent-shows">
          <h2 id="recent-shows" className="text-2xl font-black">
            {t.recentShows}
          </h2>
          <EventList events={shows.recent} artists={shows.artists} className={SHOWS_LAYOUT} locale={locale} />
        </section>
      )}
    </article>
  )
}
