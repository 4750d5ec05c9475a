import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'
import { z } from 'zod'

import { recordActivity } from '@/features/activity/log'
import { topicsOfMany } from '@/features/alerts/subscriptions'
import { ALERT_TOPIC_KINDS } from '@/features/alerts/topics'
import { LOCALES } from '@/lib/i18n/locales'
import type { User } from '@/payload-types'
import { queryWholeNumber } from '@/schemas/common'
import { connectionOf, inTransaction, poolOf } from '@/server/db/transaction'
import { notFound } from '@/server/http/errors'

/**
 * The Subscribers screen's data (docs/product.md#subscribers-screen): how many follow what, for all
 * staff; the addresses themselves, for admins alone (the routes say who may call:
 * src/features/alerts/subscriber-routes.ts).
 */

/** The most addresses a page lists, and the most an export holds. */
export const SUBSCRIBERS_MAX_LIMIT = 100
export const SUBSCRIBERS_PAGE_SIZE = 20
export const SUBSCRIBERS_EXPORT_MAX = 50_000

const count = z.number().int()

export const subscriberSummarySchema = z.object({
  subscribers: count.describe('Addresses with at least one confirmed alert'),
  pending: count.describe('Addresses whose every alert still waits for its confirmation'),
  everything: count.describe('Addresses that follow everything'),
  artists: z.array(z.object({ id: count, name: z.string().nullable(), count })).describe('Per artist, the most followed first'),
  cities: z.array(z.object({ city: z.string(), count })).describe('Per city (lower case), the most followed first'),
})
export type SubscriberSummary = z.infer<typeof subscriberSummarySchema>

/** Followers per artist and city (confirmed alerts only); artists named as `user` reads them. */
export async function subscriberSummary(payload: Payload, user: User): Promise<SubscriberSummary> {
  const db = poolOf(payload)
  const [totals] = (
    await db.execute(sql`
      SELECT
        count(DISTINCT subscriber_id) FILTER (WHERE confirmed_at IS NOT NULL)::int AS subscribers,
        count(DISTINCT subscriber_id) FILTER (WHERE kind = 'all' AND confirmed_at IS NOT NULL)::int AS everything,
        (SELECT count(*) FROM alert_subscribers s WHERE NOT EXISTS (
          SELECT 1 FROM alert_topics c WHERE c.subscriber_id = s.id AND c.confirmed_at IS NOT NULL))::int AS pending
      FROM alert_topics`)
  ).rows
  const artists = (
    await db.execute(sql`
    SELECT artist_id, count(*)::int AS count FROM alert_topics WHERE kind = 'artist' AND confirmed_at IS NOT NULL
    GROUP BY artist_id ORDER BY count DESC, artist_id LIMIT 500`)
  ).rows
  const cities = (
    await db.execute(sql`
    SELECT city, count(*)::int AS count FROM alert_topics WHERE kind = 'city' AND confirmed_at IS NOT NULL
    GROUP BY city ORDER BY count DESC, city LIMIT 500`)
  ).rows
  const ids = artists.map((row) => Number(row.artist_id))
  const { docs } = ids.length
    ? await payload.find({
        collection: 'artists',
        where: { id: { in: ids } },
        depth: 0,
        limit: ids.length,
        pagination: false,
        overrideAccess: false,
        user,
        select: { name: true },
      })
    : { docs: [] }
  const names = new Map(docs.map((artist) => [artist.id, artist.name]))
  return {
    subscribers: Number(totals?.subscribers ?? 0),
    pending: Number(totals?.pending ?? 0),
    everything: Number(totals?.everything ?? 0),
    artists: artists.map((row) => ({ id: Number(row.artist_id), name: names.get(Number(row.artist_id)) ?? null, count: Number(row.count) })),
    cities: cities.map((row) => ({ city: String(row.city), count: Number(row.count) })),
  }
}

export const subscriberQuerySchema = z.object({
  search: z.string().trim().max(254, 'search is at most 254 characters').optional().describe('Part of the address, any case'),
  page: queryWholeNumber(1_000_000, 'page must be a whole number from 1').optional().describe('The page, from 1'),
  limit: queryWholeNumber(SUBSCRIBERS_MAX_LIMIT, `limit must be a whole number from 1 to ${SUBSCRIBERS_MAX_LIMIT}`)
    .optional()
    .describe(`Addresses per page (${SUBSCRIBERS_PAGE_SIZE} unless given)`),
})
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>

const topicSchema = z.object({
  id: count,
  kind: z.enum(ALERT_TOPIC_KINDS),
  artist: z.object({ id: count, name: z.string().nullable() }).nullable(),
  city: z.string().nullable(),
  confirmed: z.boolean(),
})

export const subscriberSchema = z.object({
  id: count,
  email: z.string(),
  locale: z.enum(LOCALES).describe('The language of its mails'),
  createdAt: z.string().describe('When it first signed up'),
  confirmedAt: z.string().nullable().describe('When it first confirmed an alert'),
  lastAlertAt: z.string().nullable().describe('When its last alert mail was made'),
  topics: z.array(topicSchema),
})
export type SubscriberRow = z.infer<typeof subscriberSchema>

export const subscriberPageSchema = z.object({
  docs: z.array(subscriberSchema),
  totalDocs: count,
  page: count,
  totalPages: count,
})

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)).toISOString())

/** Addresses, newest first, whose text holds `search`; each with its topics. */
async function subscriberRows(
  payload: Payload,
  user: User,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: SubscriberRow[]; total: number }> {
  const db = poolOf(payload)
  // The search is a text, never a pattern: its % and _ are matched as themselves.
  const where = search ? sql`WHERE position(${search.toLowerCase()} in email) > 0` : sql``
  const { rows } = await db.execute(sql`
    SELECT id, email, locale, created_at, confirmed_at, last_alert_at FROM alert_subscribers ${where}
    ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`)
  const [{ total }] = (await db.execute(sql`SELECT count(*)::int AS total FROM alert_subscribers ${where}`)).rows
  const topics = await topicsOfMany(
    payload,
    db,
    rows.map((row) => Number(row.id)),
    'en',
    { reader: user },
  )
  return {
    total: Number(total),
    rows: rows.map((row) => ({
      id: Number(row.id),
      email: String(row.email),
      locale: row.locale === 'ne' ? 'ne' : 'en',
      createdAt: iso(row.created_at)!,
      confirmedAt: iso(row.confirmed_at),
      lastAlertAt: iso(row.last_alert_at),
      topics: topics.get(Number(row.id)) ?? [],
    })),
  }
}

export async function listSubscribers(payload: Payload, user: User, query: SubscriberQuery): Promise<z.infer<typeof subscriberPageSchema>> {
  const limit = query.limit ?? SUBSCRIBERS_PAGE_SIZE
  const page = query.page ?? 1
  const { rows, total } = await subscriberRows(payload, user, query.search, limit, (page - 1) * limit)
  return { docs: rows, totalDocs: total, page, totalPages: Math.max(1, Math.ceil(total / limit)) }
}

/** Every address (up to the export's most) with its search applied, for the CSV export. */
export async function allSubscribers(payload: Payload, user: User, search: string | undefined): Promise<SubscriberRow[]> {
  return (await subscriberRows(payload, user, search, SUBSCRIBERS_EXPORT_MAX, 0)).rows
}

/** An address forgotten, with its alerts and waiting mails; the act is in the activity log (without the address). */
export async function removeSubscriber(payload: Payload, user: User, id: number): Promise<void> {
  await inTransaction(payload, user, async (req) => {
    const db = await connectionOf(req)
    const { rows } = await db.execute(sql`DELETE FROM alert_subscribers WHERE id = ${id} RETURNING id`)
    if (rows.length === 0) throw notFound('Subscriber')
    await recordActivity(req, { action: 'delete', resource: 'subscribers', recordId: id, summary: `Deleted alert subscriber #${id}` })
  })
}
