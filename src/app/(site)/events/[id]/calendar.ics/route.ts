import { eventCalendar } from '@/lib/ics'
import { recordIdOf, slugify } from '@/lib/slug'
import { feedLocale } from '@/server/content/feeds'
import { getPublicEvent } from '@/server/content/public-data'

/** GET /events/{id}/calendar.ics: the event as an RFC 5545 calendar file; `?locale=ne`: in Nepali. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const locale = feedLocale(request)
  if (locale instanceof Response) return locale
  const { id } = await params
  const eventId = recordIdOf(id)
  const event = eventId === null ? null : await getPublicEvent(locale, eventId)
  if (!event) return new Response('Event not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(eventCalendar(event, locale), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      // Named after its title, or its id where the title has no letter a file name keeps (Nepali).
      'Content-Disposition': `attachment; filename="${slugify(event.title, `event-${event.id}`)}.ics"`,
    },
  })
}
