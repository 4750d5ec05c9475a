import { formatInZone, zonedDateTimeToIso } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'
import type { Event } from '@/payload-types'
import type { EventFormValues } from '@/schemas/event'

/** Form values of an event (date and time as the venue sees them), or an empty form. */
export function eventToForm(event: Event | null): EventFormValues {
  const zone = event?.timezone || DEFAULT_EVENT_TIMEZONE
  return {
    title: event?.title ?? '',
    date: event ? formatInZone(event.date, zone, 'yyyy-MM-dd') : '',
    time: event ? formatInZone(event.date, zone, 'HH:mm') : '',
    venue: event?.venue ?? '',
    location: event?.location ?? '',
    capacity: event?.capacity == null ? '' : String(event.capacity),
    ticketLink: event?.ticketLink ?? '',
    description: event?.description ?? '',
    bannerImage: event?.bannerImage ?? null,
    eventType: event?.eventType ?? 'concert',
    status: event?.status ?? 'upcoming',
    timezone: zone,
    artists: (event?.artists ?? []).map((artist) => (typeof artist === 'number' ? artist : artist.id)),
    priceFrom: event?.priceFrom == null ? '' : String(event.priceFrom),
    priceTo: event?.priceTo == null ? '' : String(event.priceTo),
    currency: event?.currency ?? '',
    onSaleDate: event?.onSaleAt ? formatInZone(event.onSaleAt, zone, 'yyyy-MM-dd') : '',
    onSaleTime: event?.onSaleAt ? formatInZone(event.onSaleAt, zone, 'HH:mm') : '',
    ticketStatus: event?.ticketStatus ?? '',
    notifyFollowers: true,
  }
}

/** The API body: date and time combined in the venue's zone into one date-time (docs/product.md#event-times-and-time-zones). */
export function eventFormToBody({ date, time, capacity, priceFrom, priceTo, currency, onSaleDate, onSaleTime, ticketStatus, ...rest }: EventFormValues) {
  const amount = (typed: string) => (typed.trim() === '' ? null : Number(typed))
  return {
    ...rest,
    date: zonedDateTimeToIso(date, time, rest.timezone),
    capacity: capacity === '' ? undefined : Number(capacity),
    // Ticket facts left empty are cleared (null), so an edit can take one away.
    priceFrom: amount(priceFrom),
    priceTo: amount(priceTo),
    currency: currency || null,
    // The on-sale time is the venue's, as the event's own.
    onSaleAt: onSaleDate ? zonedDateTimeToIso(onSaleDate, onSaleTime, rest.timezone) : null,
    ticketStatus: ticketStatus || null,
  }
}
