import Link from '@/components/site/link'
import { FramedImage } from '@/components/site/media-image'
import { buttonClass } from '@/components/site/section'
import { safeExternalUrl } from '@/components/site/social-icons'
import { isEventOver } from '@/lib/calendar/dates'
import { badgeState, type BadgeState, onSaleLater, sellsTickets, ticketPrice } from '@/lib/events/tickets'
import { fill, type Locale, messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { eventWhen, formatNumber } from '@/lib/i18n/format'
import { lineUpOf, type NamedArtist, type ShownArtists } from '@/lib/line-up'
import { artistPath, eventPath } from '@/lib/slug'
import type { Event } from '@/payload-types'

export function calendarHref(event: Pick<Event, 'id'>): string {
  return `/events/${event.id}/calendar.ics`
}

function TicketLink({ event, href, locale }: { event: Event; href: string; locale: Locale }) {
  const { event: t } = messagesFor(locale)
  return (
    <a href={href} className={buttonClass.primary} target="_blank" rel="noopener noreferrer" aria-label={fill(t.getTicketsFor, { title: event.title })}>
      {t.getTickets}
    </a>
  )
}

/**
 * GET TICKETS (only with a ticket link, and not once sold out or cancelled) and the add-to-calendar
 * download of an event still to come (not of a cancelled one); nothing for one that is over.
 */
export function EventLinks({ event, className, locale }: { event: Event; className: string; locale: Locale }) {
  if (isEventOver(event)) return null
  const link = safeExternalUrl(event.ticketLink)
  const tickets = sellsTickets(event, link)
  const calendar = event.ticketStatus !== 'cancelled'
  if (!tickets && !calendar) return null
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {tickets && <TicketLink event={event} href={link!} locale={locale} />}
      {calendar && (
        <a href={localizedHref(calendarHref(event), locale)} className="text-sm font-semibold text-accent underline-offset-4 hover:underline" download>
          {messagesFor(locale).event.addToCalendar}
        </a>
      )}
    </div>
  )
}

const BADGE_TONES: Record<BadgeState, string> = {
  'few-left': 'bg-amber-300 text-ink',
  'sold-out': 'bg-red-800 text-white',
  postponed: 'bg-sky-800 text-white',
  cancelled: 'bg-red-800 text-white',
}

/** The state of an event's tickets as a badge (few left, sold out, postponed, cancelled), or nothing (nor once it is over). */
export function TicketBadge({ event, locale }: { event: Event; locale: Locale }) {
  const state = isEventOver(event) ? null : badgeState(event)
  if (!state) return null
  return (
    <span className={`rounded px-2 py-1 ${BADGE_TONES[state]}`} data-testid="ticket-state">
      {messagesFor(locale).event.ticketStates[state]}
    </span>
  )
}

/** The price ("NPR 2,500", "CAD 45–80") and, while it is to come, the day tickets go on sale; null when neither is known. */
export function ticketLines(event: Event, locale: Locale): { price: string | null; onSale: string | null } {
  const price = ticketPrice(event, locale)
  let onSale: string | null = null
  if (event.onSaleAt && onSaleLater(event) && !isEventOver(event)) {
    const when = eventWhen({ date: event.onSaleAt, timezone: event.timezone }, locale)
    onSale = fill(messagesFor(locale).event.onSale, { date: `${when.date}, ${when.time}` })
  }
  return { price, onSale }
}

/** Who performs (docs/product.md#line-ups): the line-up's artists, each linked to their page; nothing without one. */
export function LineUp({ artists, locale, className = '' }: { artists: NamedArtist[]; locale: Locale; className?: string }) {
  if (artists.length === 0) return null
  return (
    <p className={`text-sm ${className}`}>
      <span className="font-semibold text-white">{messagesFor(locale).event.lineUp}: </span>
      {artists.map((artist, index) => (
        <span key={artist.id}>
          {index > 0 && ', '}
          <Link href={artistPath(artist)} locale={locale} className="font-semibold text-accent underline-offset-4 hover:underline">
            {artist.name}
          </Link>
        </span>
      ))}
    </p>
  )
}

type CardProps = { event: Event; lineUp: NamedArtist[]; locale: Locale }

/** A card's title of an event in its heading (`as`), leading to the event's own page; its line-up under it. */
function EventTitle({ event, lineUp, as: Heading, className, locale }: CardProps & { as: 'h2' | 'h3'; className: string }) {
  return (
    <>
      <Heading className={className}>
        <Link href={eventPath(event)} locale={locale} className="underline-offset-4 hover:text-accent hover:underline">
          {event.title}
        </Link>
      </Heading>
      <LineUp artists={lineUp} locale={locale} />
    </>
  )
}

/** An event with its date badge, place, time, capacity, type and status (docs/product.md#events-page). */
export function EventCard({ event, lineUp, headingLevel = 'h3', locale }: CardProps & { headingLevel?: 'h2' | 'h3' }) {
  const { event: t } = messagesFor(locale)
  const when = eventWhen(event, locale)
  const tickets = ticketLines(event, locale)
  return (
    <article className="flex gap-4 rounded-xl border border-line bg-panel p-5">
      <div className="flex h-20 w-16 shrink-0 flex-col items-center justify-center rounded-lg bg-accent text-ink" aria-hidden="true">
        <span className="text-xs font-bold">{when.month}</span>
        <span className="text-2xl font-black">{when.day}</span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <EventTitle event={event} lineUp={lineUp} as={headingLevel} className="text-lg font-black" locale={locale} />
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm text-muted sm:grid-cols-2">
          <div>
            <dt className="sr-only">{t.date}</dt>
            <dd>
              <time dateTime={event.date}>{when.date}</time>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t.location}</dt>
            <dd>{event.location}</dd>
          </div>
          <div>
            <dt className="sr-only">{t.time}</dt>
            <dd>
              {when.time} <span className="text-xs">({when.zoneName})</span>
            </dd>
          </div>
          <div>
            <dt className="inline">{t.capacity}: </dt>
            <dd className="inline">{event.capacity == null ? t.tbd : formatNumber(event.capacity, locale)}</dd>
          </div>
          {tickets.price && (
            <div>
              <dt className="inline">{t.price}: </dt>
              <dd className="inline font-semibold text-white">{tickets.price}</dd>
            </div>
          )}
          {tickets.onSale && (
            <div>
              <dt className="sr-only">{t.ticketSale}</dt>
              <dd>{tickets.onSale}</dd>
            </div>
          )}
        </dl>
        <p className="flex flex-wrap gap-2 text-xs font-bold tracking-wider">
          <span className="rounded bg-line px-2 py-1 text-white">{t.type[event.eventType]}</span>
          <span className={`rounded px-2 py-1 ${event.status === 'upcoming' ? 'bg-emerald-800 text-white' : 'bg-zinc-700 text-white'}`}>
            {t.statuses[event.status]}
          </span>
          <TicketBadge event={event} locale={locale} />
        </p>
        <EventLinks event={event} className="mt-1" locale={locale} />
      </div>
    </article>
  )
}

/** An event's banner, filling `frame` (its placeholder where there is none). */
export function EventBanner({ event, frame, sizes, priority, locale }: { event: Event; frame: string; sizes: string; priority?: boolean; locale: Locale }) {
  const alt = fill(messagesFor(locale).event.banner, { title: event.title })
  return <FramedImage frame={frame} filename={event.bannerImage} alt={alt} sizes={sizes} fallback="♪" priority={priority} />
}

/** Events as cards, each naming its line-up of the artists visitors see, in a list laid out by `className`. */
export function EventList({ events, artists, className, locale }: { events: Event[]; artists: ShownArtists; className: string; locale: Locale }) {
  return (
    <ul className={className}>
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} lineUp={lineUpOf(event, artists)} locale={locale} />
        </li>
      ))}
    </ul>
  )
}

/** A tour date: banner, title, venue, date, location, time, capacity, status, DETAILS, GET TICKETS. */
/** A tour stop with its banner; `priority` for the first one on screen (its banner loads first). */
export function TourCard({ event, lineUp, priority, locale }: CardProps & { priority?: boolean }) {
  const { event: t } = messagesFor(locale)
  const when = eventWhen(event, locale)
  const tickets = ticketLines(event, locale)
  return (
    <article className="overflow-hidden rounded-xl border border-line bg-panel md:flex">
      <EventBanner
        event={event}
        frame="aspect-[16/9] md:aspect-auto md:w-80 md:shrink-0"
        sizes="(min-width: 768px) 320px, 100vw"
        priority={priority}
        locale={locale}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <EventTitle event={event} lineUp={lineUp} as="h2" className="text-2xl font-black" locale={locale} />
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          {[
            [t.venue, event.venue],
            [t.date, when.date],
            [t.location, event.location],
            [t.time, when.timeWithZone],
            [t.capacity, event.capacity == null ? t.tbd : formatNumber(event.capacity, locale)],
            [t.status, t.statuses[event.status]],
            ...(tickets.price ? [[t.price, tickets.price]] : []),
          ].map(([term, value]) => (
            <div key={term as string}>
              <dt className="font-bold text-accent">{term}</dt>
              <dd className="text-muted">{value}</dd>
            </div>
          ))}
        </dl>
        {(tickets.onSale || (badgeState(event) && !isEventOver(event))) && (
          <p className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-wider">
            <TicketBadge event={event} locale={locale} />
            {tickets.onSale && <span className="text-sm font-normal tracking-normal text-muted">{tickets.onSale}</span>}
          </p>
        )}
        <details className="text-sm text-muted">
          <summary className="cursor-pointer font-bold tracking-wider text-white">{t.details}</summary>
          <p className="mt-2 whitespace-pre-line">{event.description || t.detailsSoon}</p>
        </details>
        <EventLinks event={event} className="mt-auto pt-2" locale={locale} />
      </div>
    </article>
  )
}
