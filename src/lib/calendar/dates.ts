import { format, isValid, parse } from 'date-fns'
import { constructFromSymbol } from 'date-fns/constants'
import moment from 'moment-timezone'

import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

/**
 * Time zone rules come from the IANA database this app ships (moment-timezone's data, the
 * `version` below), never from the engine running the code. Browsers and Node.js each carry their
 * own copy of the database, of their own age: when British Columbia, Alberta and Manitoba stopped
 * changing clocks in November 2026, an up-to-date browser put a January show in Vancouver at
 * UTC-7 while the server's Node.js (tz 2025c) still said UTC-8, so the form and the public page
 * were an hour apart. One database on both sides keeps every conversion the same wherever it runs;
 * a rule change is a dependency update (docs/architecture.md, "Event times").
 */
export const TIME_ZONE_DATA_VERSION: string = moment.tz.dataVersion

/** Whether the shipped database knows a zone name (an IANA name such as America/Toronto). */
export function isKnownTimeZone(timeZone: string): boolean {
  return moment.tz.zone(timeZone) !== null
}

/** Every zone name the shipped database knows. */
export function knownTimeZones(): string[] {
  return moment.tz.names()
}

/** The UTC offset (minutes east of UTC, e.g. 345 for Kathmandu) of a zone at an instant. */
export function zoneOffsetMinutes(timeZone: string, instant: number): number {
  const zone = moment.tz.zone(timeZone)
  if (!zone) throw new RangeError(`Unknown time zone: ${timeZone}`)
  // moment-timezone counts minutes west of UTC, as Date#getTimezoneOffset does.
  return -zone.utcOffset(instant)
}

/**
 * An instant whose fields read the wall clock of a fixed UTC offset: what date-fns formats (the
 * `zzz` and `xxx` of the offset too). Only its getters are the offset's: it is formatted, never
 * changed. The fields come from UTC arithmetic alone: `@date-fns/tz`'s TZDate asked
 * `Intl.DateTimeFormat` for the offset on every field, about 1.4 ms per event on /events.
 */
class WallClock extends Date {
  private readonly wall: Date

  constructor(
    time: number,
    private readonly offsetMinutes: number,
  ) {
    super(time)
    this.wall = new Date(time + offsetMinutes * 60_000)
  }

  /** date-fns copies a date through this, keeping the offset. */
  [constructFromSymbol](value: Date | number | string): WallClock {
    return new WallClock(new Date(value).getTime(), this.offsetMinutes)
  }

  override getFullYear(): number {
    return this.wall.getUTCFullYear()
  }
  override getMonth(): number {
    return this.wall.getUTCMonth()
  }
  override getDate(): number {
    return this.wall.getUTCDate()
  }
  override getDay(): number {
    return this.wall.getUTCDay()
  }
  override getHours(): number {
    return this.wall.getUTCHours()
  }
  override getMinutes(): number {
    return this.wall.getUTCMinutes()
  }
  override getSeconds(): number {
    return this.wall.getUTCSeconds()
  }
  override getMilliseconds(): number {
    return this.wall.getUTCMilliseconds()
  }
  override getTimezoneOffset(): number {
    return -this.offsetMinutes
  }
}

/** The instant as a date whose fields (and date-fns patterns) read the zone's wall clock. */
function atZone(instant: Date, timeZone: string): WallClock {
  return new WallClock(instant.getTime(), zoneOffsetMinutes(timeZone, instant.getTime()))
}

/**
 * The instant of a wall-clock date and time at a venue (times are the venue's local time:
 * docs/product.md#event-times-and-time-zones). `day` is yyyy-MM-dd, `time` HH:mm. A time the clocks
 * skip (the spring-forward hour) is moved forward by the gap; a time they pass twice (the fall-back
 * hour) is its first passing.
 */
export function zonedDateTimeToIso(day: string, time: string, timeZone: string): string {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${timeZone}`)
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return moment.tz({ year, month: month - 1, date, hour: hours, minute: minutes }, timeZone).toISOString()
}

/** Today's date (yyyy-MM-dd) at a venue, shifted by a number of days (calendar days, not 24 hours). */
export function venueDay(timeZone: string, daysFromToday = 0, now: Date = new Date()): string {
  const today = format(atZone(now, timeZone), 'yyyy-MM-dd')
  return new Date(Date.parse(`${today}T00:00:00Z`) + daysFromToday * 86_400_000).toISOString().slice(0, 10)
}

/** Formats an instant as the venue sees it (the date display uses 'MMMM d, yyyy': docs/product.md#business-constants-and-limits). */
export function formatInZone(iso: string, timeZone: string, pattern: string): string {
  return format(atZone(new Date(iso), timeZone), pattern)
}

export const DATE_DISPLAY = 'MMMM d, yyyy'
export const TIME_DISPLAY = 'h:mm a'
/** A time in the back office names its zone: "7:30 PM GMT+5:45". */
export const TIME_WITH_ZONE = 'h:mm a zzz'

/** An instant as ISO 8601 with the offset of a zone, "2026-12-05T19:30:00+05:45" (CSV exports). */
export function isoInZone(iso: string, timeZone: string): string {
  return formatInZone(iso, timeZone, "yyyy-MM-dd'T'HH:mm:ssxxx")
}

/** An event's date and time as the venue sees them. */
export function eventDateParts(event: { date: string; timezone?: string | null }) {
  const shown = (pattern: string) => formatInZone(event.date, event.timezone || DEFAULT_EVENT_TIMEZONE, pattern)
  return {
    date: shown(DATE_DISPLAY),
    time: shown(TIME_DISPLAY),
    month: shown('MMM').toUpperCase(),
    day: shown('d'),
    monthYear: shown('MMMM yyyy'),
    localDay: shown('yyyy-MM-dd'),
    zoneName: shown('zzz'),
  }
}

/**
 * An instant's day (yyyy-MM-dd) as a venue sees it: what `formatInZone(iso, zone, 'yyyy-MM-dd')`
 * says, counted without formatting (the lists of thousands of events ask it of each one).
 */
export function dayInZone(iso: string, timeZone: string): string {
  const instant = Date.parse(iso)
  return new Date(instant + zoneOffsetMinutes(timeZone, instant) * 60_000).toISOString().slice(0, 10)
}

/** Whether an event falls today or later at its venue (the Tour page rule, docs/product.md#tour-page). */
export function isTodayOrLaterAtVenue(event: { date: string; timezone?: string | null }, now: Date = new Date()): boolean {
  const zone = event.timezone || DEFAULT_EVENT_TIMEZONE
  return dayInZone(event.date, zone) >= venueDay(zone, 0, now)
}

/**
 * `isTodayOrLaterAtVenue` for a whole list: today at each venue's zone is worked out once per zone.
 */
export function eventsFromTodayAtVenue<T extends { date: string; timezone?: string | null }>(events: T[], now: Date = new Date()): T[] {
  const today = new Map<string, string>()
  return events.filter((event) => {
    const zone = event.timezone || DEFAULT_EVENT_TIMEZONE
    if (!today.has(zone)) today.set(zone, venueDay(zone, 0, now))
    return dayInZone(event.date, zone) >= today.get(zone)!
  })
}

/** An event that is over (staff marked it past, or its day has gone by at its venue): it sells no tickets. */
export function isEventOver(event: { status?: string | null; date: string; timezone?: string | null }, now: Date = new Date()): boolean {
  return event.status === 'past' || !isTodayOrLaterAtVenue(event, now)
}

/**
 * The back office's order of events: those still to come first, soonest first, then those that are
 * over, latest first (the public site's order, not a plain date order:
 * docs/product.md#events-screen).
 */
export function compareEventsForStaff(a: { status?: string | null; date: string; timezone?: string | null }, b: typeof a, now: Date = new Date()): number {
  const overA = isEventOver(a, now)
  const overB = isEventOver(b, now)
  if (overA !== overB) return overA ? 1 : -1
  const byDate = Date.parse(a.date) - Date.parse(b.date)
  return overA ? -byDate : byDate
}

/**
 * From a day and a half ago, to the hour: covers "today" in every time zone, so that a search from
 * here finds every event still to come at its venue (the exact cut is `isTodayOrLaterAtVenue`).
 * Whole hours keep the cached lists' keys few.
 */
export function todayAnywhereStartIso(now: Date = new Date()): string {
  const start = new Date(now.getTime() - 36 * 60 * 60 * 1000)
  start.setUTCMinutes(0, 0, 0)
  return start.toISOString()
}

/** The next whole hour: every event that is over at its venue began before it. */
export function nextHourIso(now: Date = new Date()): string {
  const end = new Date(now.getTime() + 60 * 60 * 1000)
  end.setUTCMinutes(0, 0, 0)
  return end.toISOString()
}

/** The ways staff write a day: year first with any separator, or with the month's name. */
const TYPED_DAY_FORMATS = [
  'yyyy-M-d',
  'yyyy/M/d',
  'yyyy.M.d',
  'd MMMM yyyy',
  'd MMM yyyy',
  'MMMM d yyyy',
  'MMM d yyyy',
  'd MMMM, yyyy',
  'MMMM d, yyyy',
  'MMM d, yyyy',
]

/**
 * A day as staff typed it ("2027-5-3", "3 May 2027", "May 3, 2027"), as yyyy-MM-dd; null when it
 * is not one real day (no 31 April, a year of four digits).
 */
export function parseTypedDay(text: string): string | null {
  const typed = text.trim().replace(/\s+/g, ' ')
  for (const pattern of TYPED_DAY_FORMATS) {
    const day = parse(typed, pattern, new Date(2000, 0, 1))
    if (isValid(day) && day.getFullYear() >= 1000 && day.getFullYear() <= 9999) return format(day, 'yyyy-MM-dd')
  }
  return null
}
