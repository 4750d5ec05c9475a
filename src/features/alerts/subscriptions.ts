import { randomBytes } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { CITY_KEY_SQL, cityKey, cityOf } from '@/features/alerts/cities'
import { linkToken, signedFor, tokenParts } from '@/features/alerts/links'
import { ALERT_CONFIRM_DAYS, ALERT_EMAIL_RATE_LIMIT, ALERT_TOPICS_MAX, type AlertTopic, type AlertTopicKind } from '@/features/alerts/topics'
import { artistsVisitorsSee } from '@/fields/line-up'
import { type Locale, LOCALES, messagesFor } from '@/lib/i18n'
import type { User } from '@/payload-types'
import { connectionOf, type Execute, inTransaction, poolOf } from '@/server/db/transaction'
import { HttpError } from '@/server/http/errors'
import { refuseOverLimit } from '@/server/http/rate-limited'

/**
 * E-mail alerts of new events (docs/product.md#e-mail-alerts), the visitors' part: asking for
 * alerts (double opt-in: nothing but the confirmation mail goes until its link is followed),
 * confirming, changing and stopping them, from links in the mails that work without signing in. The
 * mails leave from the jobs queue (src/features/alerts/job.ts); the tables are the site's own
 * (src/server/db/schema-hooks.ts), reached through these calls alone; the links are signed
 * (src/features/alerts/links.ts).
 */

/** What a link that does not work answers, whatever the reason (run out, unsubscribed, mistyped). */
export const BAD_ALERT_LINK = messagesFor('en').alerts.badLink

const badLink = () => new HttpError(400, BAD_ALERT_LINK)

export type Subscriber = { id: number; email: string; locale: Locale; nonce: string }

const localeOf = (value: unknown): Locale => (LOCALES.includes(value as Locale) ? (value as Locale) : 'en')
const subscriberOf = (row: Record<string, unknown>): Subscriber => ({
  id: Number(row.id),
  email: String(row.email),
  locale: localeOf(row.locale),
  nonce: String(row.nonce),
})

/** What a visitor asks for: everything, an artist's events or a city's. */
export type Interest = { artist?: number; city?: string }

type TopicRow = { kind: AlertTopicKind; artistId: number | null; city: string | null }

const topicOfInterest = ({ artist, city }: Interest): TopicRow =>
  artist !== undefined
    ? { kind: 'artist', artistId: artist, city: null }
    : city !== undefined
      ? { kind: 'city', artistId: null, city: cityKey(cityOf(city)) }
      : { kind: 'all', artistId: null, city: null }

/** Artists' names as `reader` reads them (visitors: none of an archived or unpublished artist). */
async function artistNames(payload: Payload, ids: number[], locale: Locale, reader: User | null = null): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'artists',
    where: { id: { in: ids } },
    locale,
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: false,
    user: reader,
    select: { name: true },
  })
  return new Map(docs.map((artist) => [artist.id, artist.name]))
}

/**
 * Whether a published event is in this city: only such a city may be followed, so a sign-up can
 * never make the site mail a stranger words of the asker's choosing in its place.
 */
export async function cityHasEvents(payload: Payload, city: string): Promise<boolean> {
  const { rows } = await poolOf(payload).execute(sql`
    SELECT 1 FROM events e WHERE e._status = 'published' AND ${sql.raw(CITY_KEY_SQL('e.location'))} = ${cityKey(cityOf(city))} LIMIT 1`)
  return rows.length > 0
}

/** Whether visitors see this artist: only they may be followed, as only they are on line-ups. */
export const artistIsShown = async (payload: Payload, id: number) => (await artistsVisitorsSee(payload, [id])).has(id)

/** The topics of addresses, with their artists' names in `locale` as `reader` reads them. */
export async function topicsOfMany(
  payload: Payload,
  db: Execute,
  subscriberIds: number[],
  locale: Locale,
  { confirmedOnly = false, reader = null as User | null } = {},
): Promise<Map<number, AlertTopic[]>> {
  const topics = new Map<number, AlertTopic[]>(subscriberIds.map((id) => [id, []]))
  if (subscriberIds.length === 0) return topics
  const { rows } = await db.execute(sql`
    SELECT id, subscriber_id, kind, artist_id, city, confirmed_at FROM alert_topics
    WHERE subscriber_id IN (${sql.join(
      subscriberIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ${confirmedOnly ? sql`AND confirmed_at IS NOT NULL` : sql``}
    ORDER BY kind, city, artist_id, id`)
  const names = await artistNames(payload, [...new Set(rows.flatMap((row) => (row.artist_id === null ? [] : [Number(row.artist_id)])))], locale, reader)
  for (const row of rows) {
    topics.get(Number(row.subscriber_id))?.push({
      id: Number(row.id),
      kind: row.kind as AlertTopicKind,
      artist: row.artist_id === null ? null : { id: Number(row.artist_id), name: names.get(Number(row.artist_id)) ?? null },
      city: row.city === null ? null : String(row.city),
      confirmed: row.confirmed_at !== null,
    })
  }
  return topics
}

/** The topics of an address, with their artists' names in its language as visitors read them. */
export async function topicsOf(
  payload: Payload,
  db: Execute,
  subscriberId: number,
  locale: Locale,
  options: { confirmedOnly?: boolean } = {},
): Promise<AlertTopic[]> {
  return (await topicsOfMany(payload, db, [subscriberId], locale, options)).get(subscriberId) ?? []
}

/** Providers that ignore the dots of an address's local part, under their one domain. */
const DOTLESS_DOMAINS: Record<string, string> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' }

/**
 * The mailbox an address reaches, for counting the confirmation mails it is sent: without a
 * `+tag` (victim+a@ and victim+b@ reach victim@), in lower case, and at Gmail without the dots of
 * its local part (v.i.c.t.i.m@gmail.com and victim@googlemail.com reach victim@gmail.com).
 */
export function mailboxOf(address: string): string {
  const folded = address
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*(?=@[^@]*$)/, '')
  const at = folded.lastIndexOf('@')
  const domain = DOTLESS_DOMAINS[folded.slice(at + 1)]
  return at > 0 && domain ? `${folded.slice(0, at).replaceAll('.', '')}@${domain}` : folded
}

/**
 * A sign-up: the address and its topic are kept (a topic already confirmed is left as it is), and
 * the confirmation mail is queued in the same transaction. The caller answers the same whatever
 * happened; only a per-address limit on asking (counted whether or not the address is known)
 * answers otherwise, with 429.
 */
export async function signUp(payload: Payload, email: string, interest: Interest, locale: Locale): Promise<void> {
  const address = email.trim().toLowerCase()
  await refuseOverLimit(payload, `alert-email:${mailboxOf(address)}`, ALERT_EMAIL_RATE_LIMIT)
  const topic = topicOfInterest(interest)
  await inTransaction(
    payload,
    null,
    async (req) => {
      const db = await connectionOf(req)
      // A new address takes the page's language; a known one keeps its own (its preferences change it).
      const [subscriber] = (
        await db.execute(sql`
          INSERT INTO alert_subscribers (email, locale, nonce) VALUES (${address}, ${locale}, ${randomBytes(16).toString('hex')})
          ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
          RETURNING id`)
      ).rows
      const subscriberId = Number(subscriber.id)
      const [known] = (
        await db.execute(sql`
          SELECT id, confirmed_at FROM alert_topics
          WHERE subscriber_id = ${subscriberId} AND kind = ${topic.kind}
            AND coalesce(artist_id, 0) = ${topic.artistId ?? 0} AND coalesce(city, '') = ${topic.city ?? ''}`)
      ).rows
      // Confirmed already: no mail.
      if (known?.confirmed_at) return
      if (!known) {
        // At its most topics (the address holds the lock): nothing is added, and no mail goes.
        const [{ count }] = (await db.execute(sql`SELECT count(*)::int AS count FROM alert_topics WHERE subscriber_id = ${subscriberId}`)).rows
        if (Number(count) >= ALERT_TOPICS_MAX) return
      }
      // New, or asked again while pending: its link's days start again, and the mail goes again.
      const [kept] = (
        await db.execute(sql`
          INSERT INTO alert_topics (subscriber_id, kind, artist_id, city) VALUES (${subscriberId}, ${topic.kind}, ${topic.artistId}, ${topic.city})
          ON CONFLICT (subscriber_id, kind, coalesce(artist_id, 0), coalesce(city, '')) DO UPDATE SET created_at = now()
          RETURNING id`)
      ).rows
      await payload.jobs.queue({ task: 'alert-confirmation', input: { topic: Number(kept.id) }, req })
    },
    { lock: `alerts:${address}` },
  )
}

/** A topic waiting for its confirmation, with its address: what the confirmation mail tells. */
export async function pendingTopic(payload: Payload, topicId: number): Promise<{ subscriber: Subscriber; topic: AlertTopic } | null> {
  const db = poolOf(payload)
  const [row] = (
    await db.execute(sql`
      SELECT s.id, s.email, s.locale, s.nonce FROM alert_topics t JOIN alert_subscribers s ON s.id = t.subscriber_id
      WHERE t.id = ${topicId} AND t.confirmed_at IS NULL AND t.created_at > now() - make_interval(days => ${ALERT_CONFIRM_DAYS})`)
  ).rows
  if (!row) return null
  const subscriber = subscriberOf(row)
  const topic = (await topicsOf(payload, db, subscriber.id, subscriber.locale)).find((candidate) => candidate.id === topicId)
  return topic ? { subscriber, topic } : null
}

export type Confirmation = { topic: AlertTopic; locale: Locale; already: boolean; manageToken: string }

/** A confirmation link followed: its topic confirmed (once; again, it says so). */
export async function confirmTopic(payload: Payload, token: string): Promise<Confirmation> {
  const parts = tokenParts(token)
  if (!parts) throw badLink()
  return inTransaction(payload, null, async (req) => {
    const db = await connectionOf(req)
    // The address first, then its topic: the order every change of an address takes its rows in
    // (sign-up, preferences, unsubscribing), so that two of them never wait on each other.
    await db.execute(sql`SELECT 1 FROM alert_subscribers WHERE id = (SELECT subscriber_id FROM alert_topics WHERE id = ${parts.id}) FOR UPDATE`)
    const [row] = (
      await db.execute(sql`
        SELECT t.confirmed_at, t.created_at > now() - make_interval(days => ${ALERT_CONFIRM_DAYS}) AS fresh, s.id, s.email, s.locale, s.nonce
        FROM alert_topics t JOIN alert_subscribers s ON s.id = t.subscriber_id
        WHERE t.id = ${parts.id} FOR UPDATE OF t`)
    ).rows
    if (!row || !signedFor('confirm', parts.id, String(row.nonce), parts.signed)) throw badLink()
    const already = row.confirmed_at !== null
    if (!already && !row.fresh) throw badLink()
    const subscriber = subscriberOf(row)
    if (!already) {
      await db.execute(sql`UPDATE alert_topics SET confirmed_at = now() WHERE id = ${parts.id}`)
      await db.execute(sql`UPDATE alert_subscribers SET confirmed_at = coalesce(confirmed_at, now()) WHERE id = ${subscriber.id}`)
    }
    const topic = (await topicsOf(payload, db, subscriber.id, subscriber.locale)).find((candidate) => candidate.id === parts.id)!
    return { topic, locale: subscriber.locale, already, manageToken: linkToken('manage', subscriber.id, subscriber.nonce) }
  })
}

/** The address a preferences (or unsubscribe) link names, locked for the transaction of `db`; a link that does not work answers 400. */
async function subscriberOfLink(db: Execute, token: string): Promise<Subscriber> {
  const parts = tokenParts(token)
  if (!parts) throw badLink()
  const [row] = (await db.execute(sql`SELECT id, email, locale, nonce FROM alert_subscribers WHERE id = ${parts.id} FOR UPDATE`)).rows
  if (!row || !signedFor('manage', parts.id, String(row.nonce), parts.signed)) throw badLink()
  return subscriberOf(row)
}

export type Preferences = { email: string; locale: Locale; topics: AlertTopic[] }

export async function readPreferences(payload: Payload, token: string): Promise<Preferences> {
  return inTransaction(payload, null, async (req) => {
    const db = await connectionOf(req)
    const subscriber = await subscriberOfLink(db, token)
    return { email: subscriber.email, locale: subscriber.locale, topics: await topicsOf(payload, db, subscriber.id, subscriber.locale) }
  })
}

export type PreferenceChange = { locale?: Locale; removeTopics?: number[] }

/** The mails' language changed, topics stopped; with none left, the address is forgotten. */
export async function changePreferences(payload: Payload, token: string, change: PreferenceChange): Promise<Preferences> {
  return inTransaction(payload, null, async (req) => {
    const db = await connectionOf(req)
    const subscriber = await subscriberOfLink(db, token)
    const locale = change.locale ?? subscriber.locale
    if (change.locale) await db.execute(sql`UPDATE alert_subscribers SET locale = ${change.locale} WHERE id = ${subscriber.id}`)
    if (change.removeTopics?.length) {
      await db.execute(
        sql`DELETE FROM alert_topics WHERE subscriber_id = ${subscriber.id} AND id IN (${sql.join(
          change.removeTopics.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    }
    const topics = await topicsOf(payload, db, subscriber.id, locale)
    if (topics.length === 0) await db.execute(sql`DELETE FROM alert_subscribers WHERE id = ${subscriber.id}`)
    return { email: subscriber.email, locale, topics }
  })
}

/** Every alert of the address stopped: it is forgotten (its topics and waiting mails go with it). */
export async function unsubscribe(payload: Payload, token: string): Promise<Locale> {
  return inTransaction(payload, null, async (req) => {
    const db = await connectionOf(req)
    const subscriber = await subscriberOfLink(db, token)
    await db.execute(sql`DELETE FROM alert_subscribers WHERE id = ${subscriber.id}`)
    return subscriber.locale
  })
}

/** How long a sent (or given up) alert mail is kept, with what it told. */
const MAILS_KEPT_DAYS = 30

/**
 * The queue's daily prune: topics never confirmed within their link's days, addresses left with
 * none (a sign-up adds its address and topic in one transaction, so none is caught half made),
 * and alert mails sent (or given up) more than a month ago.
 */
export async function pruneAlerts(payload: Payload): Promise<number> {
  const db = poolOf(payload)
  await db.execute(sql`
    DELETE FROM alert_mails WHERE coalesce(sent_at, failed_at) < now() - make_interval(days => ${MAILS_KEPT_DAYS})`)
  const { rows } = await db.execute(sql`
    DELETE FROM alert_topics WHERE confirmed_at IS NULL AND created_at < now() - make_interval(days => ${ALERT_CONFIRM_DAYS}) RETURNING id`)
  // An address left with no topic (the last went with its artist, or was never confirmed) is forgotten.
  await db.execute(sql`DELETE FROM alert_subscribers s WHERE NOT EXISTS (SELECT 1 FROM alert_topics t WHERE t.subscriber_id = s.id)`)
  return rows.length
}
