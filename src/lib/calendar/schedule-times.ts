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

/**
 * Old names browsers still report for the viewer's zone (Chromium's ICU says Asia/Katmandu for a
 * computer set to Asia/Kathmandu), with the names the zone pickers offer.
 */
const CURRENT_ZONE_NAMES: Record<string, string> = {
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Asia/Macao': 'Asia/Macau',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ashkhabad': 'Asia/Ashgabat',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Africa/Asmera': 'Africa/Asmara',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** A zone by the name the pickers offer: "Asia/Katmandu" is "Asia/Kathmandu". */
export const currentZoneName = (zone: string) => CURRENT_ZONE_NAMES[zone] ?? zone

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
