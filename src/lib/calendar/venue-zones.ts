import moment from 'moment-timezone'

/**
 * Which time zone an event's location is in (docs/product.md#event-times-and-time-zones): the
 * cities where the agency plays (the demo's Nepali and Canadian cities among them) name their zone,
 * and a location that names a country is checked against the zone chosen, so that a Toronto show is
 * not published at 7:30 PM Kathmandu time by a zone left on its default. Zones and their countries
 * come from the same time zone database as every conversion (src/lib/calendar/dates.ts).
 */

/** Cities the site knows, by their usual English spelling, with their zone and country. */
const CITY_ZONES: Record<string, { zone: string; country: string }> = {}
const add = (zone: string, country: string, cities: string[]) => {
  for (const city of cities) CITY_ZONES[normalise(city)] = { zone, country }
}

/** Lower case, accents and punctuation away, spaces single: "St. John's" is "st johns". */
function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

add('Asia/Kathmandu', 'NP', [
  'Kathmandu',
  'Pokhara',
  'Lalitpur',
  'Bhaktapur',
  'Kirtipur',
  'Dharan',
  'Biratnagar',
  'Birgunj',
  'Bharatpur',
  'Chitwan',
  'Butwal',
  'Hetauda',
  'Janakpur',
  'Nepalgunj',
  'Dhangadhi',
  'Itahari',
  'Damak',
  'Bhairahawa',
  'Dhulikhel',
  'Nagarkot',
])
add('America/Toronto', 'CA', [
  'Toronto',
  'Ottawa',
  'Montreal',
  'Mississauga',
  'Brampton',
  'Kitchener',
  'Markham',
  'Scarborough',
  'Quebec City',
  'Gatineau',
  'Oshawa',
])
add('America/Vancouver', 'CA', ['Vancouver', 'Victoria', 'Burnaby', 'Kelowna', 'Abbotsford', 'Coquitlam', 'Nanaimo', 'Kamloops'])
add('America/Edmonton', 'CA', ['Calgary', 'Edmonton', 'Red Deer', 'Lethbridge', 'Banff'])
add('America/Regina', 'CA', ['Regina', 'Saskatoon'])
add('America/Winnipeg', 'CA', ['Winnipeg'])
add('America/Halifax', 'CA', ['Halifax', 'Charlottetown', 'Fredericton', 'Moncton', 'Saint John'])
add('America/St_Johns', 'CA', ["St. John's", 'St Johns', 'Saint Johns'])

/** A country's English name ("Canada" for CA). */
function countryName(code: string): string {
  return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code
}

/** Country codes by their English names (and a few usual short names), for every country zoned. */
let countryNames: Map<string, string> | null = null
function countryByName(): Map<string, string> {
  if (countryNames) return countryNames
  const names = new Map<string, string>()
  for (const code of moment.tz.countries()) names.set(normalise(countryName(code)), code)
  for (const [alias, code] of [
    ['usa', 'US'],
    ['us', 'US'],
    ['united states of america', 'US'],
    ['uk', 'GB'],
    ['england', 'GB'],
    ['scotland', 'GB'],
    ['wales', 'GB'],
  ] as const)
    names.set(alias, code)
  countryNames = names
  return names
}

const parts = (location: string) =>
  location
    .split(/[,/|()\n]+/)
    .map(normalise)
    .filter(Boolean)

/** The zone of the city a location starts with ("Toronto, Canada"), if the site knows it. */
export function zoneForLocation(location: string): string | null {
  const [city] = parts(location)
  const known = city ? CITY_ZONES[city] : undefined
  // "London, Canada" is Ontario's; "London, UK" is not a city of ours.
  if (!known) return null
  const country = countryOfLocation(location)
  return country && country.code !== known.country ? null : known.zone
}

/** The country a location names (its last part, "Canada"), or that its known city is in. */
export function countryOfLocation(location: string): { code: string; name: string } | null {
  const segments = parts(location)
  const byName = countryByName()
  for (const segment of [...segments].reverse()) {
    const code = byName.get(segment)
    if (code) return { code, name: countryName(code) }
  }
  const city = segments[0] ? CITY_ZONES[segments[0]] : undefined
  return city ? { code: city.country, name: countryName(city.country) } : null
}

/**
 * The country of the location when the zone is not one of its zones ("Toronto, Canada" with
 * Asia/Kathmandu): the form asks before saving. Null when they agree or the location names no
 * country the site can tell.
 */
export function zoneOutsideLocationCountry(location: string, timeZone: string): { code: string; name: string } | null {
  const country = countryOfLocation(location)
  if (!country) return null
  const zone = moment.tz.zone(timeZone)
  if (zone && zone.countries().includes(country.code)) return null
  // A city the site knows settles it even where a zone serves several countries.
  if (zoneForLocation(location) === timeZone) return null
  return country
}
