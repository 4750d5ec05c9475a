import { getPublicEvent } from '@/server/public-data'
import { eventCalendar } from '@/lib/ics'
import { recordIdOf, slugify } from '@/lib/slug'

/** GET /events/{id}/calendar.ics: the event as an RFC 5545 calendar file. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const eventId = recordIdOf(id)
  const event = eventId === null ? null : await getPublicEvent('en', eventId)
  if (!event) return new Response('Event not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(eventCalendar(event), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${slugify(event.title)}.ics"`,
    },
  })
}
