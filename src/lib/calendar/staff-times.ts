import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

import { DATE_DISPLAY, formatInZone, TIME_WITH_ZONE, zonedDateTimeToIso } from './dates'

/**
 * Times in the back office, one rule for every screen (docs/product.md#times-in-the-back-office):
 * an event's times are read at its venue, naming the venue's zone; every other time (a message
 * received, an act in the activity log, a version, a scheduled change, a sign-up, a key made) is
 * read in the viewer's own zone, the browser's, naming it. A zone is named by its offset then, as
 * the site writes it ("7:30 PM GMT-5", "GMT+5:45"). The viewer's zone is known only in the browser:
 * screens get it from `useViewerZone` (src/admin-screens/ui/time-zones.ts).
 */

/** A moment with its zone's name: "Jan 15, 2027, 7:30 PM GMT-5". */
export const MOMENT_WITH_ZONE = `MMM d, yyyy, ${TIME_WITH_ZONE}`
/** A day, in short: "Jan 15, 2027". */
export const SHORT_DAY = 'MMM d, yyyy'

type Zoned = { timezone?: string | null }

/** An event's venue zone (the default, Nepal's, when none is stored). */
export const venueZoneOf = (event: Zoned): string => event.timezone || DEFAULT_EVENT_TIMEZONE

/** When an event starts at its venue: "Jan 15, 2027, 7:30 PM GMT-5". */
export const eventMoment = (event: Zoned & { date: string }): string => formatInZone(event.date, venueZoneOf(event), MOMENT_WITH_ZONE)

/** The day an event falls on at its venue: "January 15, 2027". */
export const eventDay = (event: Zoned & { date: string }): string => formatInZone(event.date, venueZoneOf(event), DATE_DISPLAY)

/** The clock time an event starts at its venue: "7:30 PM GMT-5". */
export const eventClock = (event: Zoned & { date: string }): string => formatInZone(event.date, venueZoneOf(event), TIME_WITH_ZONE)

/** Another instant of an event's (its tickets going on sale) at its venue: "Dec 1, 2026, 10:00 AM GMT-5". */
export const atVenue = (iso: string, event: Zoned): string => formatInZone(iso, venueZoneOf(event), MOMENT_WITH_ZONE)

/** Any other moment, in the viewer's zone: "Nov 25, 2026, 2:02 PM GMT-5". */
export const viewerMoment = (iso: string, viewer: string): string => formatInZone(iso, viewer, MOMENT_WITH_ZONE)

/** The day of a moment in the viewer's zone, where the hour does not matter (a sign-up, a key made): "Nov 25, 2026". */
export const viewerDay = (iso: string, viewer: string): string => formatInZone(iso, viewer, SHORT_DAY)

/** The instant the activity log writes into a scheduled change's summary, in UTC ("… at 2031-03-01 18:15 UTC"). */
const SUMMARY_INSTANT = /\bat (\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) UTC$/

/**
 * An activity entry's summary as the viewer reads it: the instant a scheduled change names, stored
 * in UTC so that every API client reads the same words, in the viewer's zone ("Scheduled artist
 * "Asha" to be published at Mar 1, 2031, 1:15 PM GMT-5"). Other summaries stay as they are.
 */
export function summaryInZone(summary: string, viewer: string): string {
  return summary.replace(SUMMARY_INSTANT, (_, day: string, time: string) => `at ${viewerMoment(`${day}T${time}:00Z`, viewer)}`)
}

/**
 * A date whose fields, read on the browser's own clock, are a zone's wall clock at the instant: what
 * a date picker that knows only the browser's clock (Payload's, in /cms) shows for a venue's time.
 */
export function onBrowserClock(iso: string, zone: string): Date {
  const [day, time] = formatInZone(iso, zone, "yyyy-MM-dd'T'HH:mm").split('T')
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new Date(year, month - 1, date, hours, minutes)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The instant in a zone of a date picked on the browser's clock: `onBrowserClock` undone. */
export function fromBrowserClock(picked: Date, zone: string): string {
  const day = `${picked.getFullYear()}-${pad(picked.getMonth() + 1)}-${pad(picked.getDate())}`
  return zonedDateTimeToIso(day, `${pad(picked.getHours())}:${pad(picked.getMinutes())}`, zone)
}
