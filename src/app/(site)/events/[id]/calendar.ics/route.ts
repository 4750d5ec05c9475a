import { eventCalendar } from '@/lib/ics'
import { slugify } from '@/lib/slug'
import { feedRecord } from '@/server/content/feeds'
import { getPublicEvent } from '@/server/content/public-data'

/** GET /events/{id}/calendar.ics: the event as an RFC 5545 calendar file; `?locale=ne`: in Nepali. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const missing = () => new Response('Event not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  const found = await feedRecord(request, params, getPublicEvent, missing)
  if (found instanceof Response) return found
  const { locale, record: event } = found
  return new Response(eventCalendar(event, locale), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Named after its title, or its id where the title has no letter a file name keeps (Nepali).
      'Content-Disposition': `attachment; filename="${slugify(event.title, `event-${event.id}`)}.ics"`,
    },
  })
}
