import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'

/**
 * The instant of a wall-clock date and time at a venue (DESIGN.md: times are the venue's local
 * time). `day` is yyyy-MM-dd, `time` HH:mm.
 */
export function zonedDateTimeToIso(day: string, time: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  return new TZDate(year, month - 1, date, hours, minutes, timeZone).toISOString()
}

/** Today's date (yyyy-MM-dd) at a venue, shifted by a number of days. */
export function venueDay(timeZone: string, daysFromToday = 0, now: Date = new Date()): string {
  return format(addDays(TZDate.tz(timeZone, now), daysFromToday), 'yyyy-MM-dd')
}

/** Formats an instant as the venue sees it (SPEC §9 date display uses 'MMMM d, yyyy'). */
export function formatInZone(iso: string, timeZone: string, pattern: string): string {
  return format(TZDate.tz(timeZone, new Date(iso)), pattern)
}

export const DATE_DISPLAY = 'MMMM d, yyyy'
export const TIME_DISPLAY = 'h:mm a'

/** An event's date and time as the venue sees them. */
export function eventDateParts(event: { date: string; timezone?: string | null }) {
  const zone = event.timezone || 'Asia/Kathmandu'
  return {
    date: formatInZone(event.date, zone, DATE_DISPLAY),
    time: formatInZone(event.date, zone, TIME_DISPLAY),
    month: formatInZone(event.date, zone, 'MMM').toUpperCase(),
    day: formatInZone(event.date, zone, 'd'),
    monthYear: formatInZone(event.date, zone, 'MMMM yyyy'),
    localDay: formatInZone(event.date, zone, 'yyyy-MM-dd'),
    zoneName: formatInZone(event.date, zone, 'zzz'),
  }
}

/** Whether an event falls today or later at its venue (the Tour page rule, SPEC §2). */
export function isTodayOrLaterAtVenue(event: { date: string; timezone?: string | null }, now: Date = new Date()): boolean {
  const zone = event.timezone || 'Asia/Kathmandu'
  return formatInZone(event.date, zone, 'yyyy-MM-dd') >= venueDay(zone, 0, now)
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
