import { createHash } from 'node:crypto'

import { BRAND } from '@/lib/brand'
import { FEED_PAST_DAYS } from '@/lib/constants'
import { eventsFeed } from '@/lib/ics'
import { previewing } from '@/server/preview'
import type { Event } from '@/payload-types'

/** Where a feed starts: the events of the last 30 days are kept, to the hour (few cached reads). */
export function feedStartIso(now: Date = new Date()): string {
  const start = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)
  start.setUTCMinutes(0, 0, 0)
  return start.toISOString()
}

/** A feed's name in the subscriber's calendar list. */
export const feedName = (what?: string) => (what ? `${BRAND.name}: ${what}` : `${BRAND.name} events`)

/** Whether the client holds this answer already (If-None-Match names its tag, or `*`). */
function held(request: Request, etag: string): boolean {
  const header = request.headers.get('if-none-match')
  if (!header) return false
  return header.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag
  })
}

/**
 * A calendar feed's answer (issue 26): RFC 5545 text with an ETag of its bytes, 304 to a calendar
 * app that has it. Its events come from the cached reads the pages use (expired on every change,
 * on every instance); the answer itself is shareable for a minute, as pages are, but for a staff
 * member's preview.
 */
export async function feedResponse(request: Request, name: string, events: Event[], filename: string): Promise<Response> {
  const body = eventsFeed(name, events)
  // A staff member previewing reads drafts: that answer is theirs alone.
  const shared = !(await previewing())
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${filename}.ics"`,
    'Cache-Control': shared ? 'public, max-age=0, s-maxage=60' : 'private, no-store',
    ETag: etag,
  }
  if (held(request, etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
