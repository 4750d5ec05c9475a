import { dayInZone } from '@/lib/calendar/dates'
import { DEFAULT_EVENT_TIMEZONE } from '@/lib/constants'
import type { Facets } from '@/lib/list-view'
import { slugify } from '@/lib/slug'

/**
 * Where and when an event is, as the events page narrows by them (docs/product.md#events-page): its
 * city is the part of its location before the first comma and its country the part after the last
 * ("Toronto, Ontario, Canada": Toronto, Canada); each has a key for the address
 * (/events?country=canada&city=toronto), and its month is the venue's (yyyy-MM).
 */

type Located = { location: string; date: string; timezone?: string | null }

export type Place = { key: string; name: string }
export type Country = Place & { cities: Place[] }
/** The places and months a list's events are in: countries by name, each with its cities, and months in order. */
export type EventPlaces = { countries: Country[]; months: string[] }

export const placeKey = (name: string) => slugify(name, '')

export function placeOf(location: string): { city: string; country: string } {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return { city: parts[0] ?? '', country: parts.length > 1 ? parts[parts.length - 1] : '' }
}

/** The month of an event at its venue, yyyy-MM. */
export const monthOf = (event: Pick<Located, 'date' | 'timezone'>) => dayInZone(event.date, event.timezone || DEFAULT_EVENT_TIMEZONE).slice(0, 7)

/** Whether an event is in the country, city and month the facets name (any, where one is not named). */
export function inFacets(event: Located, { country, city, month }: Facets): boolean {
  const place = placeOf(event.location)
  if (country && placeKey(place.country) !== country) return false
  if (city && placeKey(place.city) !== city) return false
  return !month || monthOf(event) === month
}

/** The countries (with their cities) and months of a list of events, as named first, sorted by name and by month. */
export function placesOf(events: Located[]): EventPlaces {
  const countries = new Map<string, Country>()
  const months = new Set<string>()
  for (const event of events) {
    months.add(monthOf(event))
    const { city, country } = placeOf(event.location)
    const countryKey = placeKey(country)
    const cityKey = placeKey(city)
    if (!countryKey || !cityKey) continue
    const entry = countries.get(countryKey) ?? { key: countryKey, name: country, cities: [] }
    countries.set(countryKey, entry)
    if (!entry.cities.some((known) => known.key === cityKey)) entry.cities.push({ key: cityKey, name: city })
  }
  const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en')
  return {
    countries: [...countries.values()].sort(byName).map((entry) => ({ ...entry, cities: entry.cities.sort(byName) })),
    months: [...months].sort(),
  }
}

/** A place's name from its key where no event names it: "niagara-falls" is Niagara Falls. */
export const nameOfKey = (key: string) =>
  key
    .split('-')
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ')
