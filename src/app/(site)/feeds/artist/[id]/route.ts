import { slugify } from '@/lib/slug'
import { feedName, feedRecord, feedResponse, feedStartIso } from '@/server/content/feeds'
import { getPublicArtist, listArtistEvents } from '@/server/content/public-data'

export const dynamic = 'force-dynamic'

/**
 * GET /artist/{id}/events.ics (next.config.ts rewrites it here): an artist's shows as a calendar to
 * subscribe to (docs/product.md#calendar-feeds), the events whose line-up names them, to come and
 * of the last 30 days. `?locale=ne`: in Nepali.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const missing = () => new Response('Artist not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const found = await feedRecord(request, params, getPublicArtist, missing)
  if (found instanceof Response) return found
  const { locale, record: artist } = found
  const events = await listArtistEvents(locale, artist.id, feedStartIso())
  return feedResponse(request, feedName(locale, { artist: artist.name }), events, `${slugify(artist.name)}-events`, locale)
}
