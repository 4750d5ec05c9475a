import type { Locale } from '@/lib/i18n/locales'
import type { Event } from '@/payload-types'

/**
 * An event's ticket facts as fans read them (docs/product.md#ticket-facts): its price or price
 * range with the currency, the day tickets go on sale, and their state.
 */

export type TicketFacts = Pick<Event, 'priceFrom' | 'priceTo' | 'currency' | 'onSaleAt' | 'ticketStatus' | 'ticketLink'>

const AMOUNT_FORMATS: Record<Locale, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }> = {
  en: { whole: new Intl.NumberFormat('en-US'), cents: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) },
  ne: {
    whole: new Intl.NumberFormat('ne-NP', { numberingSystem: 'deva' }),
    cents: new Intl.NumberFormat('ne-NP', { numberingSystem: 'deva', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
}

/** An amount as each language writes it: "2,500", "45.50"; Devanagari digits in Nepali. */
function amount(value: number, locale: Locale): string {
  const formats = AMOUNT_FORMATS[locale]
  return (Number.isInteger(value) ? formats.whole : formats.cents).format(value)
}

/** The price as shown: "NPR 2,500", "CAD 45–80" (Nepali digits in Nepali), or null without a price. */
export function ticketPrice(event: Pick<TicketFacts, 'priceFrom' | 'priceTo' | 'currency'>, locale: Locale): string | null {
  if (event.priceFrom == null || !event.currency) return null
  const high = event.priceTo != null && event.priceTo > event.priceFrom ? event.priceTo : null
  return `${event.currency} ${amount(event.priceFrom, locale)}${high === null ? '' : `–${amount(high, locale)}`}`
}

/** Whether the tickets go on sale later than `now`. */
export function onSaleLater(event: Pick<TicketFacts, 'onSaleAt'>, now: Date = new Date()): boolean {
  return Boolean(event.onSaleAt) && Date.parse(event.onSaleAt!) > now.getTime()
}

/** The states a badge says (on sale goes without saying). */
export const BADGE_STATES = ['few-left', 'sold-out', 'postponed', 'cancelled'] as const
export type BadgeState = (typeof BADGE_STATES)[number]

export function badgeState(event: Pick<TicketFacts, 'ticketStatus'>): BadgeState | null {
  return BADGE_STATES.find((state) => state === event.ticketStatus) ?? null
}

/** Whether tickets can be bought: a ticket link, and neither sold out nor cancelled. */
export function sellsTickets(event: Pick<TicketFacts, 'ticketLink' | 'ticketStatus'>, link: string | null): boolean {
  return link !== null && event.ticketStatus !== 'sold-out' && event.ticketStatus !== 'cancelled'
}

const SCHEMA = 'https://schema.org/'

/** schema.org's `eventStatus` of an event. */
export function schemaEventStatus(event: Pick<TicketFacts, 'ticketStatus'>): string {
  if (event.ticketStatus === 'postponed') return `${SCHEMA}EventPostponed`
  if (event.ticketStatus === 'cancelled') return `${SCHEMA}EventCancelled`
  return `${SCHEMA}EventScheduled`
}

/** schema.org's `availability` of an event's offer (none said for a cancelled event). */
export function schemaAvailability(event: Pick<TicketFacts, 'ticketStatus'>): string | undefined {
  if (event.ticketStatus === 'cancelled') return undefined
  if (event.ticketStatus === 'sold-out') return `${SCHEMA}SoldOut`
  if (event.ticketStatus === 'few-left') return `${SCHEMA}LimitedAvailability`
  return `${SCHEMA}InStock`
}
