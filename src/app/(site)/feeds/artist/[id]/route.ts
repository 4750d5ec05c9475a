import { recordIdOf, slugify } from '@/lib/slug'
import { feedLocale, feedName, feedResponse, feedStartIso } from '@/server/content/feeds'
import { getPublicArtist, listArtistEvents } from '@/server/content/public-data'

export const dynamic = 'force-dynamic'

/**
 * GET /artist/{id}/events.ics (next.config.ts rewrites it here): an artist's shows as a calendar to
 * subscribe to (docs/product.md#calendar-feeds), the events whose line-up names them, to come and
 * of the last 30 days. `?locale=ne`: in Nepali.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const locale = feedLocale(request)
  if (locale instanceof Response) return locale
  const { id } = await params
  const artistId = recordIdOf(id)
  const artist = artistId === null ? null : await getPublicArtist(locale, artistId)
  if (!artist) return new Response('Artist not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const events = await listArtistEvents(locale, artist.id, feedStartIso())
  return feedResponse(request, feedName(locale, { artist: artist.name }), events, `${slugify(artist.name)}-events`, locale)
}
