import moment from 'moment-timezone'

import { formatInZone } from './dates'

/** A wall-clock moment in a zone, as the back office's date and time fields hold it. */
export type ZonedChoice = { day: string; time: string }

const choiceAt = (instant: moment.Moment): ZonedChoice => ({ day: instant.format('YYYY-MM-DD'), time: instant.format('HH:mm') })

/** Where the Schedule dialog opens: the first whole hour, in `zone`, at least an hour from now (at 3:10 PM, 5:00 PM). */
export function defaultScheduleChoice(zone: string, now: Date = new Date()): ZonedChoice {
  return choiceAt(
    moment
      .tz(now.getTime() + 60 * 60 * 1000, zone)
      .startOf('hour')
      .add(1, 'hour'),
  )
}

/** An hour from now, to the minute, in `zone`. */
export function inOneHourChoice(zone: string, now: Date = new Date()): ZonedChoice {
  return choiceAt(moment.tz(now.getTime() + 60 * 60 * 1000, zone).startOf('minute'))
}

/** 9:00 AM tomorrow, tomorrow as `zone` reckons it. */
export function tomorrowNineChoice(zone: string, now: Date = new Date()): ZonedChoice {
  return { day: moment.tz(now.getTime(), zone).add(1, 'day').format('YYYY-MM-DD'), time: '09:00' }
}

/** A zone's city, as people name it: "America/St_Johns" is "St Johns", "UTC" stays "UTC". */
export const zoneCity = (zone: string) => (zone.split('/').pop() ?? zone).replace(/_/g, ' ')

/**
 * The same instant read in the viewer's zone, "Dec 1, 2026, 8:15 AM in Toronto (GMT-5)"; null when
 * the viewer is in the zone chosen (nothing more to say).
 */
export function inViewerZone(iso: string, chosenZone: string, viewer: string): string | null {
  if (!iso || viewer === chosenZone) return null
  return `${formatInZone(iso, viewer, 'MMM d, yyyy, h:mm a')} in ${zoneCity(viewer)} (${formatInZone(iso, viewer, 'zzz')})`
}
