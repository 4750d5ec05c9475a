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
