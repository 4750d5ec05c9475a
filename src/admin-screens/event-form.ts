import { formatInZone, isKnownTimeZone, zonedDateTimeToIso } from '@/lib/calendar/dates'
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
    notifyFollowers: true,
  }
}

/** The API body: date and time combined in the venue's zone into one date-time (docs/product.md#event-times-and-time-zones). */
export function eventFormToBody({ date, time, capacity, ...rest }: EventFormValues) {
  return {
    ...rest,
    date: zonedDateTimeToIso(date, time, rest.timezone),
    capacity: capacity === '' ? undefined : Number(capacity),
  }
}

/** Zones offered first in the venue picker, where the agency's events are: Nepal's, then Canada's. */
export const HOME_TIME_ZONES = [
  { zone: 'Asia/Kathmandu', label: 'Nepal (Kathmandu, Pokhara)' },
  { zone: 'America/Toronto', label: 'Canada, Eastern (Toronto, Ottawa, Montreal)' },
  { zone: 'America/Vancouver', label: 'Canada, Pacific (Vancouver, Victoria)' },
  { zone: 'America/Edmonton', label: 'Canada, Mountain (Calgary, Edmonton)' },
  { zone: 'America/Regina', label: 'Canada, Saskatchewan (Regina, Saskatoon)' },
  { zone: 'America/Winnipeg', label: 'Canada, Central (Winnipeg)' },
  { zone: 'America/Halifax', label: 'Canada, Atlantic (Halifax)' },
  { zone: 'America/St_Johns', label: "Canada, Newfoundland (St. John's)" },
]

/**
 * Old names the time zone database keeps only as links to current ones (Asia/Katmandu is
 * Asia/Kathmandu); some engines still list them.
 */
const DEPRECATED_TIME_ZONES = new Set([
  'Asia/Katmandu',
  'Asia/Calcutta',
  'Asia/Rangoon',
  'Asia/Saigon',
  'Asia/Dacca',
  'Asia/Thimbu',
  'Asia/Ulan_Bator',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Tel_Aviv',
  'Asia/Istanbul',
  'Asia/Ashkhabad',
  'Asia/Macao',
  'Asia/Ujung_Pandang',
  'Europe/Kiev',
  'Europe/Uzhgorod',
  'Europe/Zaporozhye',
  'Europe/Belfast',
  'Europe/Nicosia',
  'Europe/Tiraspol',
  'Atlantic/Faeroe',
  'Atlantic/Jan_Mayen',
  'America/Buenos_Aires',
  'America/Catamarca',
  'America/Cordoba',
  'America/Jujuy',
  'America/Mendoza',
  'America/Godthab',
  'America/Indianapolis',
  'America/Louisville',
  'America/Fort_Wayne',
  'America/Knox_IN',
  'America/Montreal',
  'America/Nipigon',
  'America/Rainy_River',
  'America/Thunder_Bay',
  'America/Pangnirtung',
  'America/Yellowknife',
  'America/Santa_Isabel',
  'America/Shiprock',
  'America/Virgin',
  'America/Ensenada',
  'America/Porto_Acre',
  'America/Rosario',
  'America/Atka',
  'Africa/Asmera',
  'Africa/Timbuktu',
  'Australia/Currie',
  'Pacific/Enderbury',
  'Pacific/Johnston',
  'Pacific/Ponape',
  'Pacific/Truk',
  'Pacific/Yap',
  'Pacific/Samoa',
  'Antarctica/South_Pole',
])

/**
 * The venue picker's choices: Nepal's and Canada's zones by name, then every other current IANA
 * zone the browser names that the app's time zone database knows, and a stored zone the list lacks kept as it is, so that saving an
 * event never changes its zone behind the user's back.
 */
export function timeZoneChoices(available: readonly string[], stored?: string | null) {
  const home = new Set(HOME_TIME_ZONES.map(({ zone }) => zone))
  const others = available.filter((zone) => !home.has(zone) && !DEPRECATED_TIME_ZONES.has(zone) && zone.includes('/') && isKnownTimeZone(zone))
  if (stored && !home.has(stored) && !others.includes(stored)) others.unshift(stored)
  return { home: HOME_TIME_ZONES, others }
}
