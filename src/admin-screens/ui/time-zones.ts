import { useMemo, useSyncExternalStore } from 'react'

import { isKnownTimeZone } from '@/lib/calendar/dates'
import { currentZoneName } from '@/lib/calendar/schedule-times'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'

/** The viewer's own time zone, by its current name (browsers may report an old one): times read in it, naming it. */
export const viewerZone = () => currentZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone)

const unchanging = () => () => {}

/**
 * The viewer's zone for a screen to read times in (src/lib/calendar/staff-times.ts), or null while
 * the page is rendered on the server and hydrated: the server cannot know it, so the first render
 * shows no time and the browser's render fills it in, with no hydration mismatch.
 */
export const useViewerZone = (): string | null => useSyncExternalStore(unchanging, viewerZone, () => null)

/** Every zone the browser knows (none in an engine too old to list them). */
const availableTimeZones = () => (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [])

/** Zones offered first in the venue picker, where the agency's events are: Nepal's, then Canada's. */
export const HOME_TIME_ZONES = [
  { zone: DEFAULT_EVENT_TIMEZONE, label: 'Nepal (Kathmandu, Pokhara)' },
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

/**
 * The option groups of a time zone picker (an event's venue, a scheduled change): Nepal's and
 * Canada's zones by name, then the others by their IANA name, with `stored` kept when the list lacks it.
 */
export function useTimeZoneGroups(stored?: string | null) {
  return useMemo(() => {
    const { home, others } = timeZoneChoices(availableTimeZones(), stored)
    return [
      { label: 'Nepal and Canada', options: home.map(({ zone, label }) => ({ value: zone, label })) },
      { label: 'Other time zones', options: others.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })) },
    ]
  }, [stored])
}
