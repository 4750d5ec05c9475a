import { createHash } from 'node:crypto'

import { previewing } from '@/features/publishing/preview'
import { BRAND } from '@/lib/brand'
import { FEED_PAST_DAYS } from '@/lib/constants'
import { DEFAULT_LOCALE, fill, type Locale, LOCALES, messagesFor } from '@/lib/i18n'
import { eventsFeed } from '@/lib/ics'
import { type RecordReader, recordNamedBy } from '@/lib/slug'
import type { Event } from '@/payload-types'
import { heldTag } from '@/server/edge/compression'
import { contentTagHeaders } from '@/server/edge/shared-cache'

/** The cache tags of what a feed reads: events, and the artist an artist's feed is named after. */
const FEED_TAGS = ['events', 'artists']

/** Where a feed starts: the events of the last 30 days are kept, to the hour (few cached reads). */
export function feedStartIso(now: Date = new Date()): string {
  const start = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000)
  start.setUTCMinutes(0, 0, 0)
  return start.toISOString()
}

/** A feed's name in the subscriber's calendar list, in its language: the agency's, a city's or an artist's. */
export function feedName(locale: Locale, of?: { city: string } | { artist: string }): string {
  const t = messagesFor(locale).subscribe
  if (!of) return fill(t.feedAll, { brand: BRAND.name })
  return 'city' in of ? fill(t.feedCity, { brand: BRAND.name, city: of.city }) : fill(t.feedArtist, { brand: BRAND.name, name: of.artist })
}

/** A calendar file's or feed's refusal of what its link asks: plain words, 400. */
export const feedRefusal = (message: string) => new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * The language a calendar file or feed is asked in: `?locale=ne` (the Nepali pages' links), else
 * English; a refusal for a language the site does not have.
 */
export function feedLocale(request: Request): Locale | Response {
  // A parameter given twice counts as its last, as on /api.
  const asked = new URL(request.url).searchParams.getAll('locale').at(-1)
  if (asked === undefined) return DEFAULT_LOCALE
  return LOCALES.find((locale) => locale === asked) ?? feedRefusal(`locale must be ${LOCALES.join(' or ')} (English is the default)`)
}

/**
 * The record a calendar file or feed of one record is of (the id in its path), in the language it
 * is asked in; or the answer in its place: the language refused, or `missing` (no such record).
 */
export async function feedRecord<T>(
  request: Request,
  params: Promise<{ id: string }>,
  read: RecordReader<T>,
  missing: () => Response,
): Promise<{ locale: Locale; record: T } | Response> {
  const locale = feedLocale(request)
  if (locale instanceof Response) return locale
  const record = await recordNamedBy((await params).id, locale, read)
  return record ? { locale, record } : missing()
}

/**
 * A calendar feed's answer (docs/product.md#calendar-feeds): RFC 5545 text with an ETag of its
 * bytes, 304 to a calendar app that has it. Its events come from the cached reads the pages use
 * (expired on every change, on every instance); the answer itself is shareable for a minute, as
 * pages are, but for a staff member's preview.
 */
export async function feedResponse(request: Request, name: string, events: Event[], filename: string, locale: Locale): Promise<Response> {
  const body = eventsFeed(name, events, locale)
  // A staff member previewing reads drafts: that answer is theirs alone.
  const shared = !(await previewing())
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  const headers = {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${filename}.ics"`,
    'Cache-Control': shared ? 'public, max-age=0, s-maxage=60' : 'private, no-store',
    ETag: etag,
    ...(shared ? contentTagHeaders(FEED_TAGS) : {}),
  }
  if (heldTag(request.headers.get('if-none-match'), [etag])) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
