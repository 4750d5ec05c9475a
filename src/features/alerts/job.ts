import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { CITY_KEY_SQL } from '@/features/alerts/cities'
import { manageLink, unsubscribeLink } from '@/features/alerts/links'
import { alertMail, type Sender } from '@/features/alerts/mails'
import { type Subscriber, topicsOf } from '@/features/alerts/subscriptions'
import { ALERT_EVENTS_PER_MAIL, ALERT_MIN_INTERVAL_SECONDS, topicText } from '@/features/alerts/topics'
import { contactDetails } from '@/features/contact/details'
import { deliverOnce, MAIL_ATTEMPTS, MailInFlight } from '@/features/mail/delivery'
import { messagesFor } from '@/lib/i18n'
import { localizedHref } from '@/lib/i18n/alternates'
import { eventWhen } from '@/lib/i18n/format'
import { eventPath } from '@/lib/slug'
import { runWaitsBetween } from '@/server/db/adapter'
import { connectionOf, poolOf } from '@/server/db/transaction'
import { siteUrl, wholeNumberSetting } from '@/server/runtime/env'

/**
 * Alerts of new events (docs/product.md#e-mail-alerts), the queue's part. An event published for
 * the first time, its date to come, is recorded in `event_announcements` in the transaction that
 * publishes it (`announceEvent`, from the events' hook), with a run of the `event-alerts` task
 * queued a little later (ALERTS_DELAY_SECONDS), so that events published together go in one
 * mail. A run:
 *
 * 1. finds who follows each new announcement (everything, its city, or an artist of its line-up),
 *    one item per subscriber and event;
 * 2. puts each subscriber's waiting items in one mail, if their last mail left an hour ago and
 *    none is still being tried;
 * 3. sends each mail once (`deliverOnce`, keyed by the mail's row), trying a failed one again
 *    later and giving up after `MAIL_ATTEMPTS`;
 * 4. queues the next run: at once while work is left, else when the next subscriber's hour is up
 *    or a mail is to be tried again.
 *
 * Each step is one SQL statement or guarded by the mail's claim, and one instance runs the queue
 * at a time (src/server/jobs/runner.ts): however many instances run, each alert goes once.
 */

const TASK = 'event-alerts'
const RETRY_BASE_SECONDS = 30
/** Mails made or sent per statement, so a run never holds thousands in memory. */
const BATCH = 100
/** Mails one run sends at most. */
const MAILS_PER_RUN = 200

const DEFAULT_DELAY_SECONDS = 60
const DELAY_RANGE = [0, 3600] as const

/** ALERTS_DELAY_SECONDS, checked at start-up with the other settings: how long after a publish its alerts go. */
export const alertsDelaySeconds = (value = process.env.ALERTS_DELAY_SECONDS) =>
  wholeNumberSetting('ALERTS_DELAY_SECONDS', value, DEFAULT_DELAY_SECONDS, DELAY_RANGE, 'seconds')

/**
 * Queues a run at `at` in the transaction of `req` (or on its own), unless one already waits to
 * start within seconds after `at`: a run that starts sooner could start before the transaction
 * commits, and so not see what it adds.
 */
async function queueRun(payload: Payload, at: Date, req?: PayloadRequest): Promise<void> {
  const db = req ? await connectionOf(req) : poolOf(payload)
  if (await runWaitsBetween(db, TASK, at, new Date(at.getTime() + 10_000))) return
  await payload.jobs.queue({ task: TASK, input: {}, waitUntil: at, req })
}

/**
 * An event published, in the transaction of `req`: the first time (and only if it is to come), it
 * is announced to its followers, unless staff said not to (`notify` false), which is remembered: a
 * later publish of it announces nothing either.
 */
export async function announceEvent(req: PayloadRequest, eventId: number, notify: boolean): Promise<void> {
  const db = await connectionOf(req)
  const { rows } = await db.execute(sql`
    INSERT INTO event_announcements (event_id, notify) VALUES (${eventId}, ${notify})
    ON CONFLICT (event_id) DO NOTHING RETURNING event_id`)
  if (rows.length > 0 && notify) await queueRun(req.payload, new Date(Date.now() + alertsDelaySeconds() * 1000), req)
}

/** Step 1: each new announcement's followers, an item each; an event withdrawn meanwhile may be announced when published again. */
async function findFollowers(payload: Payload): Promise<void> {
  const db = poolOf(payload)
  await db.execute(sql`
    DELETE FROM event_announcements a USING events e
    WHERE a.event_id = e.id AND a.fanned_out_at IS NULL AND e._status <> 'published'`)
  await db.execute(sql`
    WITH due AS (
      UPDATE event_announcements SET fanned_out_at = now() WHERE fanned_out_at IS NULL RETURNING event_id, notify
    )
    INSERT INTO alert_items (subscriber_id, event_id)
    SELECT DISTINCT t.subscriber_id, e.id
    FROM due JOIN events e ON e.id = due.event_id
    JOIN alert_topics t ON t.confirmed_at IS NOT NULL AND (
      t.kind = 'all'
      OR (t.kind = 'city' AND t.city = ${sql.raw(CITY_KEY_SQL('e.location'))})
      OR (t.kind = 'artist' AND EXISTS (
        SELECT 1 FROM events_rels r WHERE r.parent_id = e.id AND r.path = 'artists' AND r.artists_id = t.artist_id)))
    WHERE due.notify AND e._status = 'published' AND e.date > now()
    ON CONFLICT DO NOTHING`)
}

/** Step 2: a mail for each subscriber with waiting items whose last mail is an hour old (items of events withdrawn or over go). */
async function makeMails(payload: Payload): Promise<void> {
  const db = poolOf(payload)
  await db.execute(sql`
    DELETE FROM alert_items i USING events e
    WHERE i.event_id = e.id AND i.mail_id IS NULL AND (e._status <> 'published' OR e.date <= now())`)
  for (;;) {
    const { rows } = await db.execute(sql`
      WITH ready AS (
        SELECT s.id FROM alert_subscribers s
        WHERE (s.last_alert_at IS NULL OR s.last_alert_at <= now() - make_interval(secs => ${ALERT_MIN_INTERVAL_SECONDS}))
          AND EXISTS (SELECT 1 FROM alert_items i WHERE i.subscriber_id = s.id AND i.mail_id IS NULL)
          -- Nor while its last mail is still being tried: the hour counts from when a mail leaves.
          AND NOT EXISTS (SELECT 1 FROM alert_mails m WHERE m.subscriber_id = s.id AND m.sent_at IS NULL AND m.failed_at IS NULL)
        ORDER BY s.id LIMIT ${BATCH}
      ),
      stamped AS (UPDATE alert_subscribers SET last_alert_at = now() WHERE id IN (SELECT id FROM ready) RETURNING id),
      made AS (INSERT INTO alert_mails (subscriber_id) SELECT id FROM stamped RETURNING id, subscriber_id)
      UPDATE alert_items i SET mail_id = made.id FROM made
      WHERE i.subscriber_id = made.subscriber_id AND i.mail_id IS NULL
      RETURNING made.id`)
    if (rows.length === 0) return
  }
}

/** Who sends (CASL): the agency's address and e-mail from Contact Info, named in every alert mail. */
export async function senderOf(payload: Payload): Promise<Sender> {
  const details = contactDetails(await payload.findGlobal({ slug: 'contact-settings', depth: 0 }))
  return { address: details.address, email: details.email }
}

type WaitingMail = { id: number; createdAt: string; attempts: number; subscriber: Subscriber }

/** Step 3 for one mail: its events as visitors read them now, sent once. */
async function sendMail(payload: Payload, mail: WaitingMail, sender: Sender): Promise<void> {
  const db = poolOf(payload)
  const { subscriber } = mail
  const { locale } = subscriber
  const eventIds = (await db.execute(sql`SELECT event_id FROM alert_items WHERE mail_id = ${mail.id}`)).rows.map((row) => Number(row.event_id))
  const { docs, totalDocs } = await payload.find({
    collection: 'events',
    where: { and: [{ id: { in: eventIds } }, { date: { greater_than: new Date().toISOString() } }] },
    sort: 'date',
    locale,
    depth: 0,
    limit: ALERT_EVENTS_PER_MAIL,
    overrideAccess: false,
    user: null,
  })
  if (docs.length === 0) {
    // Everything it was to tell was withdrawn or is over: nothing to send.
    await db.execute(sql`DELETE FROM alert_mails WHERE id = ${mail.id}`)
    return
  }
  const topics = await topicsOf(payload, db, subscriber.id, locale, { confirmedOnly: true })
  const page = (path: string) => `${siteUrl()}${localizedHref(path, locale)}`
  const events = docs.map((event) => {
    const when = eventWhen(event, locale)
    return {
      title: event.title,
      when: `${when.date}, ${when.timeWithZone}`,
      place: [event.venue, event.location].filter(Boolean).join(', '),
      page: page(eventPath(event)),
    }
  })
  const message = alertMail(
    subscriber.email,
    locale,
    events,
    totalDocs - docs.length,
    topics.map((topic) => topicText(topic, messagesFor(locale).alerts.topic)),
    page('/events'),
    { manage: manageLink(subscriber.id, subscriber.nonce, locale), unsubscribe: unsubscribeLink(subscriber.id, subscriber.nonce) },
    sender,
  )
  await deliverOnce(payload, `alert-mail:${mail.id}:${mail.createdAt}`, async () => {
    await payload.sendEmail(message)
  })
  await db.execute(sql`UPDATE alert_mails SET sent_at = now(), error = NULL WHERE id = ${mail.id}`)
  await db.execute(sql`UPDATE alert_subscribers SET last_alert_at = now() WHERE id = ${subscriber.id}`)
}

/**
 * Step 3: the mails due, each on its own (one refused address does not hold up the others), at
 * most `MAILS_PER_RUN` a run: the queue's other mails (a password link) do not wait behind a
 * thousand alerts, and a stopping server stops soon; the next run is queued at once.
 */
async function sendMails(payload: Payload): Promise<void> {
  const db = poolOf(payload)
  const sender = await senderOf(payload)
  let after = 0
  for (let batches = 0; batches < MAILS_PER_RUN / BATCH; batches++) {
    const { rows } = await db.execute(sql`
      SELECT m.id, m.created_at::text AS created_at, m.attempts, s.id AS subscriber_id, s.email, s.locale, s.nonce
      FROM alert_mails m JOIN alert_subscribers s ON s.id = m.subscriber_id
      WHERE m.sent_at IS NULL AND m.failed_at IS NULL AND (m.next_attempt_at IS NULL OR m.next_attempt_at <= now()) AND m.id > ${after}
      ORDER BY m.id LIMIT ${BATCH}`)
    if (rows.length === 0) return
    for (const row of rows) {
      const mail: WaitingMail = {
        id: Number(row.id),
        createdAt: String(row.created_at),
        attempts: Number(row.attempts),
        subscriber: { id: Number(row.subscriber_id), email: String(row.email), locale: row.locale === 'ne' ? 'ne' : 'en', nonce: String(row.nonce) },
      }
      after = mail.id
      try {
        await sendMail(payload, mail, sender)
      } catch (error) {
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
        // Another run holds its claim: looked at again once the claim's lease is over; it counts no attempt.
        const inFlight = error instanceof MailInFlight
        const attempts = mail.attempts + (inFlight ? 0 : 1)
        const givenUp = attempts >= MAIL_ATTEMPTS
        await db.execute(sql`
          UPDATE alert_mails SET attempts = ${attempts}, error = ${message},
            next_attempt_at = now() + make_interval(secs => ${RETRY_BASE_SECONDS * 2 ** Math.min(attempts, 6)}),
            failed_at = ${givenUp ? sql`now()` : sql`NULL`}
          WHERE id = ${mail.id}`)
        payload.logger.warn(
          `Alert mail ${mail.id} failed, attempt ${attempts} of ${MAIL_ATTEMPTS}, ${givenUp ? 'given up' : 'will be tried again'}: ${message}`,
        )
      }
    }
  }
}

/**
 * Step 4: the next run: at once while announcements or mails are left (a publish committed during
 * this run, mails beyond this run's share), else when the next subscriber's hour is up or the next
 * mail is to be tried again.
 */
async function queueNextRun(payload: Payload): Promise<void> {
  const db = poolOf(payload)
  const [row] = (
    await db.execute(sql`
      SELECT least(
        (SELECT now() FROM event_announcements WHERE fanned_out_at IS NULL AND notify LIMIT 1),
        (SELECT min(s.last_alert_at) + make_interval(secs => ${ALERT_MIN_INTERVAL_SECONDS}) FROM alert_subscribers s
          WHERE EXISTS (SELECT 1 FROM alert_items i WHERE i.subscriber_id = s.id AND i.mail_id IS NULL)),
        (SELECT min(coalesce(next_attempt_at, now())) FROM alert_mails WHERE sent_at IS NULL AND failed_at IS NULL)
      )::text AS next`)
  ).rows
  if (row?.next) await queueRun(payload, new Date(Math.max(Date.parse(String(row.next)), Date.now())))
}

/** One run of the `event-alerts` task. */
export async function runAlerts(payload: Payload): Promise<void> {
  await findFollowers(payload)
  await makeMails(payload)
  await sendMails(payload)
  await queueNextRun(payload)
}
