import { cityOf, sameCity } from '@/features/alerts/cities'
import { slugify } from '@/lib/slug'
import { feedLocale, feedName, feedRefusal, feedResponse, feedStartIso } from '@/server/content/feeds'
import { listFeedEvents } from '@/server/content/public-data'

export const dynamic = 'force-dynamic'

/** The longest city name a feed is asked for. */
const CITY_MAX = 100

/**
 * GET /events.ics: the agency's events as a calendar to subscribe to
 * (docs/product.md#calendar-feeds), those to come and those of the last 30 days; `?city=toronto`
 * only those in a city (the location's part before its first comma, any case). A city with no
 * events yet is an empty calendar, filled as they come. `?locale=ne`: the events' texts, links and
 * the calendar's name in Nepali.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = feedLocale(request)
  if (locale instanceof Response) return locale
  const city = new URL(request.url).searchParams.getAll('city').at(-1)?.trim() ?? null
  if (city !== null && (city === '' || city.length > CITY_MAX)) return feedRefusal(`Name a city of at most ${CITY_MAX} characters: /events.ics?city=toronto`)
  const events = await listFeedEvents(locale, feedStartIso())
  if (city === null) return feedResponse(request, feedName(locale), events, 'himalayan-beats-events', locale)
  const inCity = events.filter((event) => sameCity(cityOf(event.location), city))
  // Named after the city as the agency writes it, once it has an event there; a calendar never
  // carries a name a link's author chose.
  const name = inCity.length > 0 ? cityOf(inCity[0].location) : null
  return feedResponse(request, feedName(locale, name ? { city: name } : undefined), inCity, `himalayan-beats-${slugify(name ?? city, 'city')}`, locale)
}
