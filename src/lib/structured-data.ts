import type { ContactDetails } from '@/features/contact/details'
import { BRAND } from '@/lib/brand'
import { formatInZone } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'
import { schemaAvailability, schemaEventStatus } from '@/lib/events/tickets'
import type { Locale } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import type { NamedArtist } from '@/lib/line-up'
import { mediaUrl } from '@/lib/media'
import { truncate } from '@/lib/seo'
import { artistPath, eventPath } from '@/lib/slug'
import type { Artist, Event } from '@/payload-types'
import { siteUrl } from '@/server/runtime/env'

/** ISO 8601 with the venue's UTC offset, e.g. 2027-05-01T19:30:00-04:00 (schema.org startDate). */
export function isoWithVenueOffset(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx")
}

const absolute = (path: string) => `${siteUrl()}${path}`

/**
 * The page a thing is shown on, in its language (docs/product.md#search-engines-and-sharing):
 * schema.org's `subjectOf`, a WebPage with `inLanguage`, which every Thing may carry (an
 * Organization or a Person has no `inLanguage` of its own).
 */
const shownOn = (locale: Locale, path?: string) => ({ '@type': 'WebPage', inLanguage: locale, url: path ? absolute(localizedHref(path, locale)) : undefined })
const webUrl = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : undefined)

/** The agency as schema.org sees it, with Contact Info's e-mail and first number (src/features/contact/details.ts). */
export function organizationJsonLd(contact: ContactDetails, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND.name,
    url: siteUrl(),
    email: contact.email,
    telephone: contact.phones[0]?.text,
    address: { '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressCountry: 'NP' },
    areaServed: ['Nepal', 'Canada'],
    subjectOf: shownOn(locale, '/'),
  }
}

/** A band-like name is a MusicGroup; anything else a Person (docs/product.md#search-engines-and-sharing). */
export function artistJsonLd(artist: Artist, locale: Locale) {
  const sameAs = Object.values({ ...(artist.socialLinks as object), ...(artist.mediaLinks as object) }).filter(
    (value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value),
  )
  return {
    '@context': 'https://schema.org',
    '@type': /\b(band|group|ensemble|orchestra|collective|crew)\b/i.test(artist.name) || artist.name.split(/\s+/).length === 1 ? 'MusicGroup' : 'Person',
    name: artist.name,
    description: truncate(artist.bio, 300),
    genre: artist.genre ?? undefined,
    url: absolute(artistPath(artist)),
    image: artist.profilePhoto ? absolute(mediaUrl(artist.profilePhoto)) : undefined,
    sameAs: sameAs.length ? sameAs : undefined,
    subjectOf: shownOn(locale, artistPath(artist)),
  }
}

/**
 * An event's tickets as schema.org's `offers` (docs/product.md#ticket-facts): where to buy them (the
 * ticket link, else the event's page), the price (a range as an AggregateOffer), the currency,
 * availability and when the sale opens; none for an event with neither a ticket link nor a price.
 */
function eventOffer(event: Event, ticketUrl: string | undefined, locale: Locale) {
  const priced = event.priceFrom != null && Boolean(event.currency)
  if (!ticketUrl && !priced) return undefined
  const range = priced && event.priceTo != null && event.priceTo > event.priceFrom!
  return {
    '@type': range ? 'AggregateOffer' : 'Offer',
    url: ticketUrl ?? absolute(localizedHref(eventPath(event), locale)),
    ...(range ? { lowPrice: event.priceFrom, highPrice: event.priceTo } : priced ? { price: event.priceFrom } : {}),
    priceCurrency: priced ? event.currency : undefined,
    availability: schemaAvailability(event),
    validFrom: event.onSaleAt ? isoWithVenueOffset(event.onSaleAt, event.timezone || DEFAULT_EVENT_TIMEZONE) : undefined,
  }
}

/** An event with its performers (src/lib/line-up.ts `performersOf`): one as an object, several as a list. */
export function eventJsonLd(event: Event, performers: NamedArtist[], locale: Locale) {
  const performer = performers.map((artist) => ({ '@type': 'PerformingGroup', name: artist.name, url: absolute(artistPath(artist)) }))
  const zone = event.timezone || DEFAULT_EVENT_TIMEZONE
  const ticketUrl = webUrl(event.ticketLink)
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: event.title,
    startDate: isoWithVenueOffset(event.date, zone),
    eventStatus: schemaEventStatus(event),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    description: event.description ?? undefined,
    image: event.bannerImage ? absolute(mediaUrl(event.bannerImage)) : undefined,
    location: {
      '@type': 'Place',
      name: event.venue,
      address: { '@type': 'PostalAddress', addressLocality: event.location },
    },
    organizer: { '@type': 'Organization', name: BRAND.name, url: siteUrl() },
    offers: eventOffer(event, ticketUrl, locale),
    performer: performer.length > 1 ? performer : performer[0],
    url: absolute(localizedHref(eventPath(event), locale)),
    subjectOf: shownOn(locale, eventPath(event)),
  }
}
