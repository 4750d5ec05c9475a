import { BRAND } from '@/lib/brand'
import { formatInZone } from '@/lib/calendar/dates'
import { ticketPrice } from '@/lib/events/tickets'
import { messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { eventPath } from '@/lib/slug'
import type { Event } from '@/payload-types'
import { siteUrl } from '@/server/runtime/env'

/**
 * RFC 5545 TEXT (§3.3.11): backslash, semicolon and comma escaped; a line break (CRLF, LF or a bare
 * CR) written as `\n`; every other control character but tab dropped, since none may appear in a
 * property value (a raw CR or LF would end the line and start a property of the writer's choosing).
 */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters, and the line and paragraph separators some parsers break lines at.
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029]/g, '')
  )
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

const utcStamp = (date: Date) => formatInZone(date.toISOString(), 'UTC', "yyyyMMdd'T'HHmmss'Z'")

/** An event's length where nothing says otherwise: 2 hours. */
const EVENT_HOURS = 2

/** The ticket facts a calendar's reader sees first in the description: "Price: NPR 2,500 · Sold out". */
function ticketLine(event: Event, locale: Locale): string | null {
  const t = messagesFor(locale).event
  const price = ticketPrice(event, locale)
  const parts = [price && `${t.price}: ${price}`, event.ticketStatus && t.ticketStates[event.ticketStatus]].filter(Boolean)
  return parts.length > 0 ? parts.join(' · ') : null
}

/** RFC 5545's STATUS of an event: cancelled, tentative while postponed, else confirmed. */
const eventStatus = (event: Event) => (event.ticketStatus === 'cancelled' ? 'CANCELLED' : event.ticketStatus === 'postponed' ? 'TENTATIVE' : 'CONFIRMED')

/**
 * One event as a VEVENT: start and end as UTC instants (exact in every calendar app without a
 * VTIMEZONE block: 19:00 in Kathmandu reads 19:00 Kathmandu time, shown in the reader's zone), and
 * a UID that stays the event's, so that a subscribed calendar updates an edited event in place.
 * The texts are the event's in `locale` (read so), and the link leads to its page in that language.
 */
function eventLines(event: Event, locale: Locale, now: Date): string[] {
  const start = new Date(event.date)
  const end = new Date(start.getTime() + EVENT_HOURS * 60 * 60 * 1000)
  const modified = event.updatedAt ? new Date(event.updatedAt) : now
  const description = [ticketLine(event, locale), event.description].filter(Boolean).join('\n\n')
  return [
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${new URL(siteUrl()).hostname}`,
    // The event's last change, not the moment of writing: the same event reads the same each
    // time, so a feed's ETag changes only with its events.
    `DTSTAMP:${utcStamp(modified)}`,
    `LAST-MODIFIED:${utcStamp(modified)}`,
    // Whole seconds since 2020: grows with every edit, as RFC 5545 asks of a changed event.
    `SEQUENCE:${Math.max(0, Math.floor((modified.getTime() - Date.UTC(2020, 0, 1)) / 1000))}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(`${event.venue}, ${event.location}`)}`,
    ...(description ? [`DESCRIPTION:${escapeText(description)}`] : []),
    `URL:${siteUrl()}${localizedHref(eventPath(event), locale)}`,
    `STATUS:${eventStatus(event)}`,
    'END:VEVENT',
  ]
}

function calendar(head: string[], events: Event[], locale: Locale, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(BRAND.name)}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...head,
    ...events.flatMap((event) => eventLines(event, locale, now)),
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** One event as a calendar file (its Add to calendar download), as read in `locale`. */
export function eventCalendar(event: Event, locale: Locale = DEFAULT_LOCALE, now: Date = new Date()): string {
  return calendar([], [event], locale, now)
}

/** How often a subscribed calendar app is asked to fetch a feed again. */
export const FEED_REFRESH = 'PT1H'

/**
 * A calendar feed to subscribe to (docs/product.md#calendar-feeds): its name in the reader's
 * calendar list, how often to refresh it (REFRESH-INTERVAL, RFC 7986, and Outlook's
 * X-PUBLISHED-TTL), and its events, as read in `locale`.
 */
export function eventsFeed(name: string, events: Event[], locale: Locale = DEFAULT_LOCALE, now: Date = new Date()): string {
  return calendar(
    [`NAME:${escapeText(name)}`, `X-WR-CALNAME:${escapeText(name)}`, `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`, `X-PUBLISHED-TTL:${FEED_REFRESH}`],
    events,
    locale,
    now,
  )
}
