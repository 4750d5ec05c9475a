import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventBanner, EventLinks, LineUp, TicketBadge, ticketLines } from '@/components/site/cards/event-card'
import { JsonLd } from '@/components/site/json-ld'
import Link from '@/components/site/link'
import { MediaImage } from '@/components/site/media-image'
import { pageRecord } from '@/components/site/page-locale'
import { SubscribeMenu } from '@/components/site/subscribe-menu'
import { cityOf } from '@/features/alerts/cities'
import { isEventOver } from '@/lib/calendar/dates'
import { fill, messagesFor } from '@/lib/i18n'
import { eventWhen, formatNumber } from '@/lib/i18n/format'
import { lineUpOf, performersOf } from '@/lib/line-up'
import { renderedOnFirstRequest } from '@/lib/list-view'
import { mediaUrl, photosOf } from '@/lib/media'
import { pageMetadata, truncate } from '@/lib/seo'
import { eventPath, mapSearchHref } from '@/lib/slug'
import { eventJsonLd } from '@/lib/structured-data'
import { getEventGallery, getPublicEvent, listShownArtists } from '@/server/content/public-data'

export const generateStaticParams = renderedOnFirstRequest

type Props = { params: Promise<{ area: string; id: string }> }

/** How many of its gallery's photos an event's page shows before the link to the gallery. */
const GALLERY_PREVIEW = 4

/** The event of /events/{id} (next.config.ts rewrites it here), published and shown to visitors. */
const loadEvent = (params: Props['params']) => pageRecord(params, getPublicEvent)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, record: event } = await loadEvent(params)
  const t = messagesFor(locale).eventPage
  if (!event) return { title: t.metaTitle, robots: { index: false } }
  const when = eventWhen(event, locale)
  return pageMetadata({
    locale,
    title: event.title,
    description: truncate(fill(t.metaDescription, { title: event.title, date: when.date, venue: event.venue, location: event.location }), 160),
    path: eventPath(event),
    image: event.bannerImage ? mediaUrl(event.bannerImage) : null,
  })
}

/**
 * An event's own page (docs/product.md#event-page): its banner, when it is at the venue (in the
 * venue's zone), where, with a map link, what staff wrote about it, and its tickets and calendar
 * file while it is still to come.
 */
export default async function EventPage({ params }: Props) {
  const { locale, record: event } = await loadEvent(params)
  if (!event) notFound()
  const [artists, gallery] = await Promise.all([listShownArtists(), getEventGallery(locale, event.id)])
  const galleryPhotos = gallery ? photosOf(gallery).slice(0, GALLERY_PREVIEW) : []
  const text = messagesFor(locale)
  const t = text.eventPage
  const when = eventWhen(event, locale)
  const place = `${event.venue}, ${event.location}`
  const over = isEventOver(event)
  const tickets = ticketLines(event, locale)
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <JsonLd data={eventJsonLd(event, performersOf(event, artists), locale)} />
      <Link href="/events" locale={locale} className="text-sm font-semibold text-accent hover:underline">
        {t.back}
      </Link>
      {event.bannerImage && (
        <EventBanner
          event={event}
          frame="mt-6 aspect-[16/9] overflow-hidden rounded-2xl border border-line"
          sizes="(min-width: 896px) 864px, 100vw"
          priority
          locale={locale}
        />
      )}
      <header className="mt-8">
        <p className="flex flex-wrap gap-2 text-xs font-bold tracking-wider">
          <span className="rounded bg-line px-2 py-1 text-white">{text.event.type[event.eventType]}</span>
          <span className={`rounded px-2 py-1 text-white ${over ? 'bg-zinc-700' : 'bg-emerald-800'}`}>{text.event.statuses[over ? 'past' : 'upcoming']}</span>
          {!over && <TicketBadge event={event} locale={locale} />}
        </p>
        <h1 className="mt-3 font-display text-4xl font-black">{event.title}</h1>
        <LineUp artists={lineUpOf(event, artists)} locale={locale} className="mt-3 text-base" />
      </header>
      <dl className="mt-8 grid gap-6 rounded-xl border border-line bg-panel p-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm font-bold text-accent">{t.when}</dt>
          <dd className="mt-1">
            <time dateTime={event.date}>{when.date}</time>
            <br />
            {when.time} <span className="text-sm text-muted">({when.zoneName})</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-accent">{t.where}</dt>
          <dd className="mt-1">
            {event.venue}
            <br />
            <span className="text-muted">{event.location}</span>
            <br />
            <a
              href={mapSearchHref(place)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fill(t.mapLabel, { place })}
              className="text-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              {t.map}
            </a>
            <div className="mt-3">
              <SubscribeMenu
                feed={`/events.ics?city=${encodeURIComponent(cityOf(event.location))}`}
                alerts={`/alerts?city=${encodeURIComponent(cityOf(event.location))}`}
                label={fill(text.subscribe.city, { city: cityOf(event.location) })}
                locale={locale}
              />
            </div>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-bold text-accent">{text.event.capacity}</dt>
          <dd className="mt-1">{event.capacity == null ? text.event.tbd : formatNumber(event.capacity, locale)}</dd>
        </div>
        {(tickets.price || tickets.onSale) && (
          <div>
            <dt className="text-sm font-bold text-accent">{tickets.price ? text.event.price : text.event.ticketSale}</dt>
            <dd className="mt-1">
              {tickets.price}
              {tickets.price && tickets.onSale && <br />}
              {tickets.onSale && <span className="text-muted">{tickets.onSale}</span>}
            </dd>
          </div>
        )}
      </dl>
      {over ? <p className="mt-6 text-muted">{t.over}</p> : <EventLinks event={event} className="mt-6" locale={locale} />}
      <section className="mt-10" aria-labelledby="about">
        <h2 id="about" className="text-2xl font-black">
          {t.about}
        </h2>
        <p className="mt-3 whitespace-pre-line text-zinc-200">{event.description || text.event.detailsSoon}</p>
      </section>
      {gallery && (
        <section className="mt-10" aria-labelledby="photos">
          <h2 id="photos" className="text-2xl font-black">
            {text.gallery.ofEvent}
          </h2>
          {galleryPhotos.length > 0 && (
            <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {galleryPhotos.map((photo) => (
                <li key={photo} className="relative aspect-square overflow-hidden rounded-lg border border-line">
                  <MediaImage filename={photo} alt="" sizes="(min-width: 640px) 25vw, 50vw" />
                </li>
              ))}
            </ul>
          )}
          <Link
            href={`/gallery/${gallery.id}`}
            locale={locale}
            className="mt-4 inline-block text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {text.gallery.viewGallery} →
          </Link>
        </section>
      )}
    </article>
  )
}
